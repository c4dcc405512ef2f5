-- POSTs per client and minute for the form endpoints. The client is a SHA-256 of its IP address,
-- never the address itself; rows older than a few minutes are removed by the scheduled handler.
CREATE TABLE IF NOT EXISTS rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,             -- epoch ms at the start of the minute
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);
