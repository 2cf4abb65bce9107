// Points the page's widgets at a scenario of the static host stand-in, from `?scenario=slow` and the like
// (see e2e/stand-ins/static-host.ts). A module that runs before widgets.js, so the first fetch uses it.
const scenario = new URLSearchParams(location.search).get('scenario');
if (scenario && /^[\w-]+$/.test(scenario)) {
  for (const element of document.querySelectorAll('[statichost]')) {
    element.setAttribute('statichost', `${element.getAttribute('statichost')}/${scenario}`);
  }
}
