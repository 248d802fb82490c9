/**
 * The floor `npm run bench:load` compares the login page with: the least a React page can do to show the same
 * usable form (React and ReactDOM, one render, the form's two fields and its 登录 button), built for production
 * by Vite as the app is. Nothing else: no router, no machine, no catalog, no calls.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  return h(
    'form',
    { 'aria-label': '密码登录', onSubmit: (event: Event) => event.preventDefault() },
    h('label', null, '用户名', h('input', { name: 'username', autoComplete: 'username' })),
    h(
      'label',
      null,
      '密码',
      h('input', { name: 'password', type: 'password', autoComplete: 'current-password' }),
    ),
    h('button', { type: 'submit' }, '登录'),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(LoginForm));
