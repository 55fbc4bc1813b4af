/**
 * The nginx in front of Forkful's instances (docs/many-instances.md): one upstream, least connections; event streams
 * unbuffered (their answers say X-Accel-Buffering: no) and kept open by their 25 s heartbeats; a call an instance could not take (refused connection, or a 503 from an instance closing
 * for a restart, which processed nothing) goes to the next instance, whatever its method; a request id set for each
 * call and logged; /metrics kept off the public side.
 */
export interface NginxSite {
  /** Where nginx listens (127.0.0.1:8080). */
  listen: string;
  /** The instances' addresses (127.0.0.1:8081…). */
  instances: string[];
  /** nginx's own folder: its log, pid and temporary files. */
  prefix: string;
  /** Running as root: workers run as root too (a throwaway test nginx owns nothing else). */
  asRoot: boolean;
}

export function nginxConf({ listen, instances, prefix, asRoot }: NginxSite): string {
  return `# Made by scripts/cluster/nginx-conf.ts
${asRoot ? "user root;\n" : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }

http {
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  log_format forkful '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent $request_time '
                     'upstream=$upstream_addr upstream_status=$upstream_status request_id=$request_id';
  access_log ${prefix}/access.log forkful;
  client_max_body_size 2m;

  upstream forkful {
    least_conn;
${instances.map((address) => `    server ${address} max_fails=0;`).join("\n")}
    keepalive 64;
  }

  server {
    listen ${listen};

    location = /metrics { return 404; }

    location / {
      proxy_pass http://forkful;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # An instance that refused the connection or answered 503 while closing did nothing: another one may take it.
      proxy_next_upstream error http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 75s;
    }
  }
}
`;
}
