/**
 * What a developer sees when opening a remote's dev server directly: how to load it into a running shell.
 * Plain DOM and no imports, so the standalone page pulls in none of the shared modules.
 */
export function showStandaloneHelp(remote: string, doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root) return;
  const manifest = new URL('mf-manifest.json', doc.location.href).href;
  root.innerHTML = `<h1>${remote} remote</h1>
<p>This remote is loaded by the Helpdesk shell. To try it inside a deployed shell, open the shell and run in its
console:</p>
<pre>localStorage.setItem('helpdesk.remoteOverrides', JSON.stringify({ ${remote}: '${manifest}' }))</pre>
<p>then reload. A banner in the shell confirms the override and resets it; this page reloads the shell when you
save a file. A shell on a host other than localhost or 127.0.0.1 (a staging server) is served only when this dev
server was started with <code>DEV_SHELL_ORIGINS=https://that-host</code>, and a production shell runs it only when its
server lists this origin in <code>REMOTE_OVERRIDE_ORIGINS</code>.</p>`;
}
