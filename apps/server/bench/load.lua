-- wrk's script for bench/load.ts: the paths in PATHS_FILE in order, one request each, with the
-- user agents in AGENTS_FILE (if any) in turn. At the MAX-th answer it prints how long the answers
-- took and ends the run (wrk otherwise runs for all of -d); the summary then gives their latencies.
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
local max = tonumber(os.getenv("MAX"))
local sent, answered, failed, started = 0, 0, 0, nil

request = function()
  started = started or micros()
  local headers = { ["Accept-Encoding"] = "gzip" }
  if #agents > 0 then headers["User-Agent"] = agents[(sent % #agents) + 1] end
  sent = sent + 1
  return wrk.format("GET", paths[((sent - 1) % #paths) + 1], headers)
end

response = function(status)
  answered = answered + 1
  if status ~= 200 then failed = failed + 1 end
  if answered == max then
    io.write(string.format('{"measured":%d,"elapsedUs":%.0f,"failed":%d}\n', answered, micros() - started, failed))
    io.flush()
    -- No request after this one (its latencies are the summary's), and SIGINT wakes wrk's main
    -- thread, which otherwise sleeps out -d, to print the summary.
    wrk.thread:stop()
    ffi.C.kill(ffi.C.getpid(), SIGINT)
  end
end

done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"socketErrors":%d,"statusErrors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
