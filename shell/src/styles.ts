// The theme's and the shell's styles, injected in a start-up task of their own (bootstrap.tsx).
import '@portal/ui/theme.css';
import './shell.css';
