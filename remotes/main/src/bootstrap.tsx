// Loaded on its own (dev server), the remote renders nothing: it lives inside the host, which
// owns the router, the session and the theme. Its screens are exposed through ./routes.
export {};
