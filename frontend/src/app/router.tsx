import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TOOLS, toolPath, type ToolDefinition } from '../tools/registry';
import { RootLayout } from './RootLayout';

type PageModule = { default: ComponentType };
export type Page = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * Declarative routes with one lazily loaded chunk per page. The data router (createBrowserRouter) would add
 * about 16 KB gzip to the first load for features these pages do not use, and the home page must stay under 100 KB.
 *
 * `preload` fetches a page's chunk ahead of its first render (see preloadPage). A page whose chunk is already
 * in renders at once: its lazy component gets a thenable that calls back synchronously, so React resolves it
 * during the render instead of suspending.
 */
const page = (load: () => Promise<PageModule>): Page => {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const resolvedAtOnce = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  return Object.assign(
    lazy(() => (loaded ? resolvedAtOnce(loaded) : preload())),
    { preload },
  );
};

/** A tool's page inside the shell that hands it its definition; both chunks load together on the first visit. */
const toolPage = (tool: ToolDefinition) =>
  page(async () => {
    const [{ ToolShell }, { default: Page }] = await Promise.all([import('../tools/ToolShell'), tool.loadPage()]);
    return { default: () => <ToolShell tool={tool} page={Page} /> };
  });

const HomePage = page(() => import('./routes/HomeRoute'));
const ToolsPage = page(() => import('./routes/ToolsRoute'));
const FaqPage = page(() => import('../features/faq/FaqPage'));
const ContactPage = page(() => import('../features/contact/ContactPage'));
const PrivacyPage = page(() => import('../features/legal/PrivacyPage'));
const TermsPage = page(() => import('../features/legal/TermsPage'));
const LoginPage = page(() => import('../features/admin/components/LoginPage'));
const AdminPage = page(() => import('./routes/AdminRoute'));
const NotFoundPage = page(() => import('./routes/NotFoundPage'));
const toolPages = TOOLS.map((tool) => ({ path: toolPath(tool), Page: toolPage(tool) }));

const PAGES_BY_PATH = new Map<string, Page>([
  ['/', HomePage],
  ['/tools', ToolsPage],
  ...toolPages.map(({ path, Page }) => [path, Page] as const),
  ['/faq', FaqPage],
  ['/contact', ContactPage],
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
  ['/admin/login', LoginPage],
  ['/admin', AdminPage],
]);

/**
 * Fetches the chunk of the page at `pathname` (as the routes below match it). Rendering once it is in
 * shows the page in the first frame: a lazy page rendered before shows the Suspense fallback first, and
 * React 19 keeps a fallback on screen for at least 300 ms (its FALLBACK_THROTTLE_MS), which made every
 * first visit show its content 300 ms late, and the swap from spinner to page shifted the layout.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PAGES_BY_PATH.get(path.toLowerCase()) ?? NotFoundPage).preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/tools" element={<ToolsPage />} />
        {toolPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
