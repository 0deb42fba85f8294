// The nginx configuration of the portal's front door, as text: one server per public port.
//   shell port   → /api and /stand-in balanced over the API instances; the shell's built files
//                  served from disk; pages, `/` and /remotes.json passed to the Node portal host
//                  (first-paint HTML with the registry, titles and early-read hints)
//   remote ports → each remote's built files from disk (its standalone page too), /api as above
// Headers are the Node host's (host/src/serve-app.ts): no-cache for manifests, entries and pages,
// immutable for hashed chunks; nosniff and the referrer policy on every file; CORS and CORP on
// the remotes' files; the portal's CSP and X-Frame-Options on HTML. nginx's add_header is not
// inherited by a location that has its own, so each location states the whole set.

/** A hashed chunk's name (the Node host's HASHED): cached for good. */
const HASHED = String.raw`\.[0-9a-f]{8}\.(js|css|png|svg|jpg|webp|woff2?|json)$`;

/** The content types of what the builds hold; /etc/nginx/mime.types may be absent outside Debian's package layout. */
const TYPES = {
  'text/html': 'html htm',
  'text/css': 'css',
  'text/plain': 'txt map',
  'application/javascript': 'js mjs',
  'application/json': 'json',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'application/wasm': 'wasm',
};

function quote(value) {
  // nginx would read a $ as a variable; no header of the host's holds one or a double quote.
  if (/["$\\]/.test(value)) throw new Error(`A header value nginx cannot carry as written: ${value}`);
  return `"${value}"`;
}

function headers(list) {
  return list.map(([name, value]) => `add_header ${name} ${quote(value)} always;`).join('\n      ');
}

/**
 * `front`: { runDir, api: [origin…], host: origin of the Node portal host, shell: { port, dist },
 * remotes: [{ name, port, dist }], html: { csp }, bodyLimitBytes, runAsRoot }.
 */
export function nginxConf(front) {
  const { runDir, api, host, shell, remotes, html, bodyLimitBytes, runAsRoot } = front;
  const common = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ];
  const cors = [
    ['access-control-allow-origin', '*'],
    ['cross-origin-resource-policy', 'cross-origin'],
  ];
  const page = [
    ['content-security-policy', html.csp],
    ['x-frame-options', 'DENY'],
  ];
  const files = (extra) => `
    location ~ "${HASHED}" {
      ${headers([...common, ...extra, ['cache-control', 'public, max-age=31536000, immutable']])}
    }
    location ~ "\\.html?$" {
      ${headers([...common, ...extra, ...page, ['cache-control', 'no-cache']])}
    }`;
  const apiLocations = `
    # Every instance's answers as it sent them: no header of the host's added.
    location ^~ /api/ {
      include ${runDir}/api-proxy.conf;
      proxy_read_timeout 120s;
    }
    # The live notification stream: passed on as each event comes, held open for long.
    location = /api/notifications/stream {
      include ${runDir}/api-proxy.conf;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location ^~ /stand-in/ {
      include ${runDir}/api-proxy.conf;
      proxy_read_timeout 120s;
    }
    # No instance answered: the API's error shape, as the Node host says it (the client reads its message).
    location @api_bad_gateway {
      default_type application/json;
      add_header cache-control no-store always;
      return 502 '{"message":"The service did not answer. Please try again.","code":"BAD_GATEWAY"}';
    }
    location @api_too_large {
      default_type application/json;
      add_header x-content-type-options nosniff always;
      add_header cache-control no-store always;
      return 413 '{"message":"The request body is too large.","code":"TOO_LARGE"}';
    }
    # An address nginx cannot decode (a broken %-escape, %00) is refused before any location is
    # chosen: the API's answer to the same address, not nginx's HTML page.
    error_page 400 /.bad-address;
    location = /.bad-address {
      internal;
      default_type application/json;
      add_header x-content-type-options nosniff always;
      add_header cache-control no-store always;
      return 400 '{"message":"The address is malformed.","code":"BAD_REQUEST"}';
    }
    location @api_timeout {
      default_type application/json;
      add_header cache-control no-store always;
      return 504 '{"message":"The service did not answer. Please try again.","code":"GATEWAY_TIMEOUT"}';
    }`;
  const toHost = `
      proxy_pass ${host};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;`;

  const shellServer = `
  server {
    listen localhost:${shell.port};
    root ${shell.dist};
    ${apiLocations}
    # The registry and every page come from the Node portal host: it writes the registry, the
    # page's title and its first scripts into the HTML, per path and per signed-in state.
    location = /remotes.json {${toHost}
    }
    location = / {${toHost}
    }
    location / {
      ${headers([...common, ['cache-control', 'no-cache']])}
      try_files $uri @host;
    }
    ${files([])}
    location @host {${toHost}
    }
  }`;

  const remoteServer = (remote) => `
  # ${remote.name}
  server {
    listen localhost:${remote.port};
    root ${remote.dist};
    ${apiLocations}
    location = / {
      ${headers([...common, ...cors, ...page, ['cache-control', 'no-cache']])}
      try_files /index.html =404;
    }
    location / {
      ${headers([...common, ...cors, ['cache-control', 'no-cache']])}
      try_files $uri @page;
    }
    ${files(cors)}
    # History routing: a page asked for (GET, Accept: text/html) is the standalone page; anything else is missing.
    location @page {
      ${headers([...common, ...cors, ...page, ['cache-control', 'no-cache']])}
      default_type application/json;
      if ($page_wanted = 0) {
        return 404 '{"message":"Not found"}';
      }
      try_files /index.html =404;
    }
  }`;

  return `# Written by scripts/front-door/nginx.mjs at each start: edits here are lost.
${runAsRoot ? '# Run as root (a CI machine): the workers read builds in root-only folders.\nuser root;\n' : ''}worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 1024; }

http {
  types {
${Object.entries(TYPES)
  .map(([type, ext]) => `    ${type} ${ext};`)
  .join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/plain application/javascript application/json image/svg+xml;
  access_log ${runDir}/access.log;
  client_body_temp_path ${runDir}/temp/body;
  proxy_temp_path ${runDir}/temp/proxy;
  fastcgi_temp_path ${runDir}/temp/fastcgi;
  uwsgi_temp_path ${runDir}/temp/uwsgi;
  scgi_temp_path ${runDir}/temp/scgi;
  server_tokens off;
  sendfile on;
  etag on;
  # The builds hold .gz beside each text file (Debian's nginx has no brotli module).
  gzip_static on;
  gzip_vary on;
  # The API refuses bodies over its limits with 413: nginx refuses on the same limit first.
  client_max_body_size ${bodyLimitBytes};
  client_body_buffer_size 1m;

  map "$request_method:$http_accept" $page_wanted {
    default 0;
    "~^GET:.*text/html" 1;
  }

  # The API instances. Open-source nginx checks them passively: an instance that refuses a
  # connection or breaks one is left alone for fail_timeout, then tried again. No keepalive to
  # the instances, on purpose: a draining instance stops listening, and a request on a new
  # connection is then refused and goes to another instance whatever its method, where a reused
  # connection that the instance closed at that moment would fail a POST that nginx may not
  # send twice.
  upstream portal_api {
${api.map((origin) => `    server ${new URL(origin).host} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
${shellServer}
${remotes.map(remoteServer).join('\n')}
}
`;
}

/** The settings of every /api location (included, so they are written once). */
export function apiProxyConf({ instances }) {
  return `# Written by scripts/front-door/nginx.mjs at each start.
proxy_pass http://portal_api;
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $http_host;
# Overwritten, never appended to: a client's own X-Forwarded-For must not pick the address
# that sign-in throttling and the login audit see.
proxy_set_header X-Forwarded-For $remote_addr;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Forwarded-Host $http_host;
# The front door names each request (a client's own id is replaced); the API takes it from
# loopback into its logs, its answer and the database's application_name.
proxy_set_header X-Request-Id $request_id;
# The instance's Content-Type as it sent it: the charset the static files get is not added.
charset off;
# Another instance is tried when one refused the connection (any method: nothing was sent) or,
# for GET and HEAD only, when it broke the connection or answered 502/503/504. nginx never sends
# a POST twice once it reached an instance (non_idempotent stays off).
proxy_next_upstream error timeout http_502 http_503 http_504;
proxy_next_upstream_tries ${instances + 1};
proxy_next_upstream_timeout 10s;
proxy_connect_timeout 2s;
proxy_send_timeout 120s;
# nginx's own errors only (an instance's answers pass as they are: proxy_intercept_errors is off).
error_page 502 503 = @api_bad_gateway;
error_page 504 = @api_timeout;
error_page 413 = @api_too_large;
`;
}
