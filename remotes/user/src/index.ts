// Async boundary: the shared singletons (react, antd, …) are negotiated before bootstrap runs.
import('./bootstrap');
