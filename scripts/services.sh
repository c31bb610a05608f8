# Helpers that make sure what the tests need is installed and running. Sourced by scripts/test.sh.

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  echo "Installing Debian's chromium for the browser tests..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
}

# The invoice PDF tests read the text back with poppler's pdftotext.
ensure_pdftotext() {
  if command -v pdftotext >/dev/null; then return; fi
  echo "Installing Debian's poppler-utils for the invoice PDF tests..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq poppler-utils >/dev/null
}

pg_ready() { command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; }

ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return; fi
  if ! pg_ready && command -v pg_ctlcluster >/dev/null; then
    echo "Starting PostgreSQL..."
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
    for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
  fi
  if pg_ready; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  elif [ "${CI:-}" = "true" ]; then
    echo "PostgreSQL is not reachable on 127.0.0.1:5432; CI runs the API tests on it too." >&2
    exit 1
  else
    echo "PostgreSQL not reachable: API tests run on PGlite only." >&2
  fi
}

redis_ready() { command -v redis-cli >/dev/null && [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; }

ensure_redis() {
  if [ -n "${TEST_REDIS_URL:-}" ]; then return; fi
  if ! redis_ready && command -v redis-server >/dev/null; then
    echo "Starting Redis..."
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log >/dev/null 2>&1 || true
    for _ in $(seq 1 20); do redis_ready && break; sleep 0.5; done
  fi
  if redis_ready; then
    export TEST_REDIS_URL="redis://127.0.0.1:6379"
  else
    echo "Redis not reachable: the shared rate-limit store is tested in memory only." >&2
  fi
}

# Node 24 LTS, the version the container ships and the suite runs on (decisions 487 and 489): where
# the machine's Node is older, it comes from the npm registry's `node` package.
NODE_FOR_TESTS_MAJOR=24
ensure_node24() {
  if [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$NODE_FOR_TESTS_MAJOR" ]; then return; fi
  local dir="$PWD/.tmp/node$NODE_FOR_TESTS_MAJOR"
  if [ ! -x "$dir/node_modules/node/bin/node" ]; then
    echo "Installing Node $NODE_FOR_TESTS_MAJOR from the npm registry for the tests..."
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$NODE_FOR_TESTS_MAJOR" >/dev/null
  fi
  export PATH="$dir/node_modules/node/bin:$PATH"
  echo "Tests run on Node $(node -v)"
}
