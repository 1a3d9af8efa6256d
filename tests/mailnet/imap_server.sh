#!/bin/sh
# The IMAP server of the mail tests: Dovecot (Debian's dovecot-imapd) on 127.0.0.1, with one user
# "gm" whose mail is a maildir, started and stopped by the test (ImapTestServer.h). It writes the
# folder its files are in to DIR/root, then the port it listens on to PORT_FILE once it takes
# connections, and stops on SIGTERM (or when the test that started it is gone), removing its files.
#
#   imap_server.sh DIR CERTS PORT_FILE PASSWORD [CERT]
#
# The server's files are in a folder of its own under /tmp that its "dovecot" user can reach (a
# test's temporary folder is its owner's alone).
# CERTS holds make_certs.sh's certificates; CERT is "server" (signed by the tests' authority) or
# "rogue" (signed by none the campaign trusts). The connection is STARTTLS on the port, required
# before a login. Run as root, Dovecot drops to its own "dovecot" user, which then owns the mail.
set -eu
out=$1
certs=$2
port_file=$3
password=$4
cert=${5:-server}
dir=$(mktemp -d /tmp/muster-imap.XXXXXX)
chmod 755 "$dir"
printf '%s' "$dir" > "$out/root"
mkdir -p "$dir/run" "$dir/state" "$dir/home/gm/Maildir/cur" "$dir/home/gm/Maildir/new" \
    "$dir/home/gm/Maildir/tmp"
if [ "$(id -u)" = 0 ]; then
    user=dovecot
else
    user=$(id -un)
fi
uid=$(id -u "$user")
gid=$(id -g "$user")
chown -R "$uid:$gid" "$dir/home"
cp "$certs/$cert.pem" "$certs/$cert.key" "$dir/"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
printf 'gm:{PLAIN}%s\n' "$password" > "$dir/users"
cat > "$dir/dovecot.conf" <<CONF
base_dir = $dir/run
state_dir = $dir/state
log_path = $dir/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = required
ssl_cert = <$dir/$cert.pem
ssl_key = <$dir/$cert.key
disable_plaintext_auth = yes
auth_mechanisms = plain login
first_valid_uid = $uid
default_internal_user = $user
default_login_user = $user
passdb {
  driver = passwd-file
  args = scheme=PLAIN $dir/users
}
userdb {
  driver = static
  args = uid=$uid gid=$gid home=$dir/home/%u mail=maildir:$dir/home/%u/Maildir
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = $port
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
CONF
dovecot -F -c "$dir/dovecot.conf" &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server; rm -rf "$dir"; exit 0' TERM INT
tries=0
until python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close()" \
        2>/dev/null; do
    tries=$((tries + 1))
    if [ $tries -gt 100 ] || ! kill -0 $server 2>/dev/null; then
        cat "$dir/dovecot.log" >&2 2>/dev/null || true
        rm -rf "$dir"
        exit 1
    fi
    sleep 0.1
done
printf '%s' "$port" > "$port_file.part"
mv "$port_file.part" "$port_file"
# The test that started it may die without stopping it: the server goes with it.
parent=$PPID
while kill -0 "$parent" 2>/dev/null && kill -0 $server 2>/dev/null; do
    sleep 1
done
kill -TERM $server 2>/dev/null || true
wait $server || true
rm -rf "$dir"
