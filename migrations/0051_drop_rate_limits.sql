-- The form and sign-in limits moved to Cloudflare's rate limiting binding (wrangler.toml
-- [[ratelimits]], src/server/rate-limit.ts): a refused POST no longer costs a write on the primary
DROP TABLE IF EXISTS rate_limits;
