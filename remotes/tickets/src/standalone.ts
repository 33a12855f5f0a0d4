/** What a developer sees when opening this remote's dev server directly. Plain DOM: no shared modules. */
const root = document.getElementById('root');
if (root) {
  const manifest = new URL('mf-manifest.json', window.location.href).href;
  root.innerHTML = `<h1>tickets remote</h1>
<p>This remote is loaded by the Helpdesk shell. To try it inside a deployed shell, open the shell and run in its
console:</p>
<pre>localStorage.setItem('helpdesk.remoteOverrides', JSON.stringify({ tickets: '${manifest}' }))</pre>
<p>then reload. A banner in the shell confirms the override and resets it.</p>`;
}
export {};
