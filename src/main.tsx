import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/*
        Location changes are applied at once, not as transitions: on sign-out react-admin
        navigates and then resets its store in the same tick; as a transition, the navigation
        kept being interrupted by that reset and <Admin> logged out again, in a loop.
      */}
      <BrowserRouter useTransitions={false}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
