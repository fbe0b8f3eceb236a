import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TOOLS, toolPath, type ToolDefinition } from '../tools/registry';
import { RootLayout } from './RootLayout';

type PageModule = { default: ComponentType };

/**
 * Declarative routes with one lazily loaded chunk per page. The data router (createBrowserRouter) would add
 * about 16 KB gzip to the first load for features these pages do not use, and the home page must stay under 100 KB.
 */
const page = (load: () => Promise<PageModule>) => lazy(load);

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
