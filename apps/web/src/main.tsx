import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { createAppStore } from '@nidra/web/data-access';
// Sheets cascade in import order: ui's tokens and components, the page shell's base and layout, then
// each feature's own sheet as its code is imported (a dashboard screen's with the dashboard).
import '@nidra/web/ui';
import './styles/base.css';
import './styles/layout.css';
import { AppRoutes } from './app/router';

const store = createAppStore();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </Provider>
  </StrictMode>,
);
