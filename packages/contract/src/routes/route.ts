/**
 * What a route of the web app is (routes.ts holds the table), and the three ways an entry is
 * written: `pub` for a page anyone may open, `app` for a signed-in student's page, `adminApp` for an
 * admin's.
 */

type RouteAccess = 'public' | 'signedIn';

export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  access: RouteAccess;
  /** Page title without the product suffix. */
  title: string;
  description: string;
  /** The feature this page belongs to; names the placeholder until the feature is built. */
  feature: string;
  /** Sent with its own search-engine metadata (docs/product-rules.md, Name and routes). */
  seo?: boolean;
  /** Only admins may open it; anyone else sees the 403 page (the server refuses their calls too). */
  adminOnly?: boolean;
  /**
   * The page this route shows, as `feature/file` for `apps/web/src/features/{feature}/pages/{file}.tsx`
   * (one lazy chunk per file). Without it the route shows the shared "coming soon" page. Adding a
   * page is this one entry: the web registry, the server's modulepreload links and the economy's
   * chunk all read it (apps/web/src/app/routes/page-files.ts).
   */
  page?: string;
}

export interface RouteRedirect {
  from: string;
  to: string;
}

/** A route entry: its page file (`feature/file`, see `page`) comes after the feature, `seo` last. */
const route =
  (access: RouteAccess) =>
  (path: string, title: string, description: string, feature: string, page: string, seo = false): AppRoute => ({
    path,
    access,
    title,
    description,
    feature,
    seo,
    page,
  });

export const pub = route('public');
export const app = route('signedIn');
/** A signed-in page only admins may open. */
export const adminApp = (
  path: string,
  title: string,
  description: string,
  feature: string,
  page: string,
): AppRoute => ({
  ...app(path, title, description, feature, page),
  adminOnly: true,
});
