#!/usr/bin/env bash
# Starts the server for the browser tests: a fresh embedded database with one `user`-role
# account and one platform administrator (super_admin), then the API serving the built web app (run `npm run build` first).
set -euo pipefail
cd "$(dirname "$0")/.."

export PORT="${E2E_PORT:-8183}"
export DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/hiring-e2e-XXXXXX")"
export APP_URL="http://localhost:${PORT}"
export DEV_MAILBOX=true
export LOG_LEVEL="${LOG_LEVEL:-warn}"
# The suite signs in many times from one address.
export AUTH_RATE_LIMIT_PER_MINUTE=1000

export WEB_DIST_DIR="${WEB_DIST_DIR:-apps/web/dist}"
if [ ! -f "${WEB_DIST_DIR}/index.html" ]; then
  echo "${WEB_DIST_DIR} is missing: run 'npm run build' before the browser tests" >&2
  exit 1
fi

# PGlite is single-process: the account is created before the server opens the folder.
npm run --silent create-admin -- --email "${E2E_USER_EMAIL:-e2e-user@example.com}" --password "${E2E_USER_PASSWORD:-e2e-secret-1}" \
  --role user --first-name Erin --last-name Example
# The platform administrator, made the way an operator makes one (no company of its own).
npm run --silent create-admin -- --email "${E2E_ADMIN_EMAIL:-e2e-admin@example.com}" --password "${E2E_ADMIN_PASSWORD:-e2e-admin-secret-1}" \
  --first-name Pat --last-name Platform

exec npm run --silent serve
