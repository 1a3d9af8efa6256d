#!/usr/bin/python3
"""The SMTP server the mail tests send to: Debian's aiosmtpd on 127.0.0.1, started and stopped by
the test (tst_mail_send.cpp). It keeps each mail it takes as a file of STORE (1.eml, 2.eml, ...),
as a server delivering to a maildir would: the bytes received with SMTP's CRLF line ends turned
back into LF. It writes the port it listens on to PORT_FILE once it is ready.

  smtp_server.py PORT_FILE STORE CERT KEY [--tls] [--user U --password P]
                 [--refuse ADDRESS] [--stall-after N]

--tls: TLS from the first byte (else STARTTLS, required before anything else).
--user/--password: AUTH required, with this one account.
--refuse ADDRESS: a recipient refused with 550, to see one mail fail while the others go.
--stall-after N: after N mails taken, the next DATA is never answered (a send to kill half way).
"""
import argparse
import asyncio
import os
import socket
import ssl
import sys
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Keeper:
    def __init__(self, store, refuse, stall_after):
        self.store = store
        self.refuse = refuse
        self.stall_after = stall_after
        self.taken = 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.refuse and address.lower() == self.refuse.lower():
            return "550 5.1.1 no such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.stall_after is not None and self.taken >= self.stall_after:
            await asyncio.sleep(3600)
        self.taken += 1
        data = envelope.original_content.replace(b"\r\n", b"\n")
        name = os.path.join(self.store, "%d.eml" % self.taken)
        with open(name + ".part", "wb") as f:
            f.write(data)
        os.rename(name + ".part", name)
        return "250 OK kept as %d.eml" % self.taken


def main():
    p = argparse.ArgumentParser()
    p.add_argument("port_file")
    p.add_argument("store")
    p.add_argument("cert")
    p.add_argument("key")
    p.add_argument("--tls", action="store_true")
    p.add_argument("--user")
    p.add_argument("--password")
    p.add_argument("--refuse")
    p.add_argument("--stall-after", type=int)
    a = p.parse_args()
    os.makedirs(a.store, exist_ok=True)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(a.cert, a.key)

    def authenticate(server, session, envelope, mechanism, auth_data):
        ok = (isinstance(auth_data, LoginPassword)
              and auth_data.login.decode() == a.user
              and auth_data.password.decode() == a.password)
        return AuthResult(success=ok, handled=False)

    kwargs = {}
    if a.user:
        # With TLS from the first byte aiosmtpd does not know the connection is private, and
        # would offer no AUTH if told to require TLS for it; it is private all the same.
        kwargs.update(authenticator=authenticate, auth_required=True,
                      auth_require_tls=not a.tls)
    port = free_port()
    handler = Keeper(a.store, a.refuse, a.stall_after)
    if a.tls:
        controller = Controller(handler, hostname="127.0.0.1", port=port, ssl_context=context,
                                server_hostname="127.0.0.1", **kwargs)
    else:
        controller = Controller(handler, hostname="127.0.0.1", port=port, tls_context=context,
                                require_starttls=True, **kwargs)
    controller.start()
    with open(a.port_file + ".part", "w") as f:
        f.write(str(port))
    os.rename(a.port_file + ".part", a.port_file)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        controller.stop()


if __name__ == "__main__":
    sys.exit(main())
