// Opened on its own (dev server), a remote only explains how to use it; the shell loads ./routes instead.
import('./standalone');
