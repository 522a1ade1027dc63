import type { Kysely } from 'kysely';
import type { Article, Database, Download, Store } from '../schema.ts';

export interface ArticleWithProduct extends Article {
  readonly productName: string;
}

export async function listArticles(
  db: Kysely<Database>,
  kind: Article['kind'],
  offset: number,
  limit: number,
): Promise<{ articles: ArticleWithProduct[]; total: number }> {
  const count = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  const articles = await db
    .selectFrom('articles')
    .innerJoin('products', 'products.id', 'articles.product_id')
    .selectAll('articles')
    .select('products.name as productName')
    .where('kind', '=', kind)
    .orderBy('published_on', 'desc')
    .orderBy('articles.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { articles, total: Number(count.total) };
}

export async function listDownloads(db: Kysely<Database>): Promise<Download[]> {
  return db.selectFrom('downloads').selectAll().orderBy('section').orderBy('position').execute();
}

export async function findDownload(db: Kysely<Database>, id: number): Promise<Download | undefined> {
  return db.selectFrom('downloads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStores(db: Kysely<Database>): Promise<Store[]> {
  return db.selectFrom('stores').selectAll().orderBy('id').execute();
}
