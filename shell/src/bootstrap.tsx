import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configureApi, i18n, initI18n, isLocale, store } from '@helpdesk/shared';
import { fetchBrowserConfig, fetchRemoteManifests } from './federation/runtime-config.ts';
import { readOverrides } from './federation/local-override.ts';
import { startFederation } from './federation/remote-registry.ts';
import { isChunkLoadError, reloadAfterChunkError } from './federation/chunk-reload.ts';
import { setBrowserConfig, setOverrideDecision } from './app/startup.ts';
import { currentUserQuery, mirrorCurrentUser } from './session/session.ts';
import { createAppRouter } from './routing/router.tsx';
import { followRemoteDeployments } from './federation/remote-upgrades.ts';
import { changeLanguage, currentLocale, loadShellTexts } from './i18n/shell-texts.ts';

async function start(): Promise<void> {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });

  // The texts of the stored (or default) language load while the configuration does.
  const texts = initI18n().then(() => loadShellTexts(currentLocale()));
  const [config, manifests] = await Promise.all([
    fetchBrowserConfig(),
    fetchRemoteManifests().catch((error: unknown) => {
      // Without remotes.json the shell still runs; every remote's pages show their fallback.
      console.error('remotes.json unavailable', error);
      return {};
    }),
  ]);
  configureApi({ apiBase: config.apiBase });
  setBrowserConfig(config);
  const overrides = readOverrides(config.remoteOverrideOrigins);
  setOverrideDecision(overrides);
  startFederation(manifests, overrides.applied);

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  // Who is logged in decides the first screen; a server that cannot answer means the login page.
  const user = await queryClient.fetchQuery(currentUserQuery).catch(() => null);
  mirrorCurrentUser(queryClient);
  await texts;
  if (user && isLocale(user.data.lang) && user.data.lang !== i18n.resolvedLanguage) {
    await changeLanguage(user.data.lang);
  }
  const router = createAppRouter();
  followRemoteDeployments(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <FluentProvider theme={webLightTheme} style={{ minHeight: '100%' }}>
              <RouterProvider router={router} />
            </FluentProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}

void start();
