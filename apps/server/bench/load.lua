-- wrk's script for bench/load.ts: the paths in PATHS_FILE in order, one request each, with the
-- user agents in AGENTS_FILE and the Cookie headers in COOKIES_FILE (signed-in members), if any,
-- in turn. At the MAX-th answer, or the first after MAX_MS, it
-- prints how long the answers took, with the percentiles of each request's own latency, and ends
-- the run (wrk's -d, a little longer, ends it if no answer comes).
--
-- Each request carries its number as X-Request-Id, which the server (and the ceiling's bare
-- server) sends back: a request's latency is from the moment it is sent to its answer. wrk's own
-- percentiles (the summary's) are not that: before printing them wrk adds made-up samples for
-- every slow answer, the requests a client sending at a steady rate would have sent while it
-- waited (a correction for "coordinated omission"); a few slow answers then weigh as many.
-- (docs/decisions/0080-latency-of-each-request.md)
local ffi = require("ffi")
ffi.cdef([[
typedef struct { long tv_sec; long tv_nsec; } timespec;
int clock_gettime(int clock, timespec *time);
int getpid(void);
int kill(int pid, int signal);
]])
local CLOCK_MONOTONIC, SIGINT = 1, 2
local time = ffi.new("timespec")
local function micros()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, time)
  return tonumber(time.tv_sec) * 1e6 + tonumber(time.tv_nsec) / 1e3
end

local function lines(file)
  local list = {}
  if file and file ~= "" then
    for line in io.lines(file) do list[#list + 1] = line end
  end
  return list
end

local paths = lines(os.getenv("PATHS_FILE"))
local agents = lines(os.getenv("AGENTS_FILE"))
local cookies = lines(os.getenv("COOKIES_FILE"))
local max = tonumber(os.getenv("MAX"))
local maxUs = tonumber(os.getenv("MAX_MS")) * 1e3
local sent, answered, failed, started = 0, 0, 0, nil
-- When each request still unanswered was sent, by its number; the latencies of those answered.
local sentAt, latencies = {}, {}

request = function()
  started = started or micros()
  sent = sent + 1
  local headers = { ["Accept-Encoding"] = "gzip", ["X-Request-Id"] = tostring(sent) }
  if #agents > 0 then headers["User-Agent"] = agents[((sent - 1) % #agents) + 1] end
  if #cookies > 0 then headers["Cookie"] = cookies[((sent - 1) % #cookies) + 1] end
  local text = wrk.format("GET", paths[((sent - 1) % #paths) + 1], headers)
  sentAt[sent] = micros()
  return text
end

-- The q-quantile of the sorted latencies as bench/load.ts takes it from the worker's: element floor(q * n).
local function quantile(sorted, q)
  return sorted[math.min(#sorted, math.floor(q * #sorted) + 1)] or 0
end

response = function(status, headers)
  local now = micros()
  answered = answered + 1
  if status ~= 200 then failed = failed + 1 end
  local number = tonumber(headers["x-request-id"] or "")
  local at = number and sentAt[number]
  if at then
    latencies[#latencies + 1] = now - at
    sentAt[number] = nil
  end
  if answered == max or now - started >= maxUs then
    table.sort(latencies)
    io.write(string.format('{"measured":%d,"elapsedUs":%.0f,"failed":%d,"timed":%d,"p50Us":%.0f,"p99Us":%.0f}\n',
      answered, now - started, failed, #latencies, quantile(latencies, 0.5), quantile(latencies, 0.99)))
    io.flush()
    -- No request after this one, and SIGINT wakes wrk's main thread, which otherwise sleeps out
    -- -d, to print the summary.
    wrk.thread:stop()
    ffi.C.kill(ffi.C.getpid(), SIGINT)
  end
end

-- wrk's summary, with its own (corrected) percentiles, for comparison and for a run ended by -d.
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"socketErrors":%d,"statusErrors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
