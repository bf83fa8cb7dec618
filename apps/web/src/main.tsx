import './fonts.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { setupApp } from './app/setup.ts';
import { keepEnterInPickers } from './components/picker-enter.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

keepEnterInPickers();
await setupApp();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
