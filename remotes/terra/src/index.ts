// Async boundary: shared singletons are negotiated before any module of the remote runs.
import('./bootstrap');
