import '@atlas-docs/widgets/css/tokens.css';
import '@atlas-docs/widgets/css/banner.css';
import '@atlas-docs/widgets/css/cookie-consent.css';
import '@atlas-docs/widgets/css/header.css';
import '@atlas-docs/widgets/css/side-menu.css';
import '@atlas-docs/widgets/css/app-switcher.css';
import '@atlas-docs/widgets/css/sign-in.css';
import '@atlas-docs/widgets/css/help.css';
import '@atlas-docs/widgets/css/rollover.css';
import '@atlas-docs/widgets/css/pan-zoom.css';
import '@atlas-docs/widgets/css/mermaid.css';
import '@atlas-docs/widgets/css/legal.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
