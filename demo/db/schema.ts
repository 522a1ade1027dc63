import type { Generated, Insertable, Selectable } from 'kysely';

/** Table types of the demo database; Kysely checks every query against them. */
export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  position: number;
  /** The top category of a sub-category; null for a top category. */
  parent_id: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  /** The top category. */
  category_id: number;
  /** The sub-category within it (null before the category tree was planted). */
  subcategory_id: number | null;
  code: string;
  name: string;
  price_cents: number;
  stock: number;
  image_count: number;
  hue: number;
  popularity: number;
}

export interface ProductParameterTable {
  product_id: number;
  parameter: string;
  value: string;
  position: number;
}

/** A product's gallery image; the picture itself is drawn by the image route. */
export interface ProductImageTable {
  product_id: number;
  position: number;
  width: number;
  height: number;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: number;
}

export interface SessionTable {
  id: string;
  user_id: number | null;
  delivery: string;
  created_at: number;
  expires_at: number;
  /** Digest of the CSRF secret whose first requests opened this anonymous session (session.ts). */
  opened_by: string | null;
}

export interface FlashMessageTable {
  id: Generated<number>;
  session_id: string;
  type: FlashType;
  text: string;
}

/** The kinds of flash message, as `<fg-system>` shows them. */
export type FlashType = 'success' | 'info' | 'error';

export interface BasketItemTable {
  session_id: string;
  product_id: number;
  quantity: number;
}

export interface ComparisonItemTable {
  session_id: string;
  product_id: number;
  added_at: number;
}

export interface ShoppingListTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: number;
}

export interface ShoppingListItemTable {
  list_id: number;
  product_id: number;
  quantity: number;
  added_at: number;
}

export interface ArticleTable {
  id: Generated<number>;
  kind: 'news' | 'action';
  template: number;
  product_id: number;
  discount_percent: number;
  published_on: string;
  valid_until: string | null;
}

export interface DownloadTable {
  id: Generated<number>;
  section: string;
  name: string;
  size_bytes: number;
  position: number;
}

export interface StoreTable {
  id: Generated<number>;
  city: string;
  street: string;
  opening: string;
  /** Degrees (WGS 84); null while the store has no place on the map. */
  latitude: number | null;
  longitude: number | null;
}

export interface DeliveryAddressTable {
  session_id: string;
  name: string;
  street: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
  /** Empty when the visitor gave none (the field is optional). */
  phone: string;
  updated_at: number;
}

/** One attempt counter's current window (demo/server/database-attempt-limiter.ts). */
export interface AttemptCounterTable {
  /** The counter's name and the key counted (an address, an e-mail). */
  key: string;
  count: number;
  window_ends_at: number;
}

export interface Database {
  categories: CategoryTable;
  products: ProductTable;
  product_parameters: ProductParameterTable;
  product_images: ProductImageTable;
  users: UserTable;
  sessions: SessionTable;
  flash_messages: FlashMessageTable;
  basket_items: BasketItemTable;
  comparison_items: ComparisonItemTable;
  shopping_lists: ShoppingListTable;
  shopping_list_items: ShoppingListItemTable;
  articles: ArticleTable;
  downloads: DownloadTable;
  stores: StoreTable;
  delivery_addresses: DeliveryAddressTable;
  attempt_counters: AttemptCounterTable;
}

export type Category = Selectable<CategoryTable>;
export type Product = Selectable<ProductTable>;
export type ProductParameter = Selectable<ProductParameterTable>;
export type ProductImage = Selectable<ProductImageTable>;
export type User = Selectable<UserTable>;
export type Session = Selectable<SessionTable>;
export type ShoppingList = Selectable<ShoppingListTable>;
export type Article = Selectable<ArticleTable>;
export type Download = Selectable<DownloadTable>;
export type Store = Selectable<StoreTable>;
export type NewProduct = Insertable<ProductTable>;
