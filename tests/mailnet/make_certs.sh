#!/bin/sh
# The certificates of the mail tests' servers, made fresh in DIR by each run (nothing to expire in
# the tree): a certificate authority (ca.pem) that the tests' campaigns trust (mail-settings
# ca-file), the servers' certificate for 127.0.0.1 signed by it (server.pem, server.key), and one
# signed by nobody the campaign trusts (rogue.pem, rogue.key), for the refused certificate.
set -eu
dir=$1
cd "$dir"
days=2
openssl req -x509 -newkey rsa:2048 -nodes -days $days -subj "/CN=Muster test CA" \
    -keyout ca.key -out ca.pem 2>/dev/null
printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n' > san.ext
openssl req -newkey rsa:2048 -nodes -subj "/CN=127.0.0.1" -keyout server.key -out server.csr \
    2>/dev/null
openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days $days \
    -extfile san.ext -out server.pem 2>/dev/null
openssl req -x509 -newkey rsa:2048 -nodes -days $days -subj "/CN=127.0.0.1" \
    -addext "subjectAltName=IP:127.0.0.1" -keyout rogue.key -out rogue.pem 2>/dev/null
