import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  appDirectory: 'app',
  // WEB_BUILD_DIR: build elsewhere (size analysis) without touching the build a server runs.
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
  // Stated explicitly: today's behaviour, until we move to React Router 8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
