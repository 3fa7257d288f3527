declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
// Build aliases for React Router's own production files (tooling/webpack/react-router-browser.ts).
declare module 'react-router-browser-core' {
  export * from 'react-router';
}
declare module 'react-router-browser-dom' {
  export * from 'react-router/dom';
}
