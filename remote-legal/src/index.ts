// An asynchronous boundary, so the federation runtime can set up shared modules before any of them is used.
void import('./bootstrap');
