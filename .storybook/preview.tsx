import '../src/styles/index.css';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { handlers } from '../src/mocks/handlers/index.ts';
import { clearToasts } from '../src/state/toasts.ts';
import { clearToken, setToken } from '../src/api/auth-token.ts';
import { withCart, withFreshSwr, withRouter, withSession, withTheme, withWishlist } from './decorators.tsx';
import './preview.css';

// A cold dev server (a fresh clone in CI) can take more than the default second to load a lazy
// route the first time; findBy* queries wait up to five.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // The first wraps the story most closely: as in the app, the router sits inside the cart and
  // wishlist, the session, the data cache and the theme.
  decorators: [withRouter, withCart, withWishlist, withSession, withFreshSwr, withTheme],
  beforeEach({ msw, parameters }) {
    clearToasts();
    localStorage.clear();
    sessionStorage.clear();
    if (parameters.session === 'signed-in') setToken('mock-token-priya-sharma-0001');
    else clearToken();
    msw.use(...handlers);
    return () => clearToken();
  },
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    // Stories are tests: an accessibility violation fails the run.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280x800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
