// Standalone entry for the team: the remote's pages inside the shell kit. The shell never loads this.
import('./standalone');
