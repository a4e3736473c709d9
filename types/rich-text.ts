/**
 * Rich text as the server hands it to the client: the node array Taro's RichText (and WeChat's
 * rich-text) renders without parsing HTML. Built on the server from allow-list-sanitized HTML
 * (server/lib/rich-text.ts); image `src` may be a path on the API origin (`/uploads/...`).
 */
export type RichNode =
  | { type: 'text', text: string }
  | { name: string, attrs?: Record<string, string>, children?: RichNode[] }
