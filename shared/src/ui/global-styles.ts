// The console's global stylesheet on its own: a page styled without the UI system (the login page) still needs its
// reset and token variables, and must not load the system to get them.
import './console-global.css';
