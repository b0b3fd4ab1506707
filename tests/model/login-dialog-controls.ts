/**
 * What a person can press in the login dialog as it opens (username tab, nothing typed): the
 * suites whose charts open it over the page (modal, popups) list these for that state.
 */
export const LOGIN_DIALOG_CONTROLS = [
  'button:Close',
  'button:Forgot password?',
  'button:Free trial',
  'button:Log in',
  'button:Register now',
  'button:Sign in with a passkey',
  'checkbox:Remember password',
  'password:Password',
  'tab:Mobile number login',
  'tab:Username login',
  'textbox:Username',
];
