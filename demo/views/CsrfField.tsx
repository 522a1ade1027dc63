import { useView } from './ViewContext.tsx';

/** The hidden CSRF field every state-changing form carries. */
export function CsrfField() {
  const { csrfToken } = useView();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}
