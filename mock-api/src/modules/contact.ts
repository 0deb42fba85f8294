// The contact slice lives in ./contact/ (route, outbox, rate limit, SMTP delivery).
export { contactRoutes } from './contact/index';
