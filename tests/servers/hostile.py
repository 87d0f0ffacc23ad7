#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile.py - servers that play the attacker, for tests/t_hostile.sh.

Each listener is one argument ADDR:PORT:KIND[:ARG]; every connection and
every byte received is written to the log (one line each, the bytes as a
Python bytes literal), so the test can tell what the client sent and where
it connected. ARG is a Python string literal body (backslash escapes) read
as Latin-1 bytes. Kinds:

  banner:TEXT   send TEXT on connect, then log what arrives until EOF or
                a second of silence
  once:TEXT     send TEXT on connect and close (a data connection)
  http:REPLY    read a request head (up to the empty line), send REPLY,
                close
  ftp:DPORT     an FTP server whose PASV answers (127,0,0,1,h,l) with port
                DPORT and whose EPSV answers (|||DPORT|); RETR and NLST
                answer 150 and 226 (the data is whatever the data port's
                listener sends, if any)
  ftp:=LINE     the same, PASV answered with LINE (e.g. a 227 with a
                number over 255)
  nntp:GROUP    an NNTP server that answers GROUP with the line GROUP
                (e.g. "211 99999999999999999999 1 99 big")
  sink          log what arrives, send nothing

Usage: hostile.py LOG PIDFILE LISTENER...
The process writes its PID to PIDFILE once every listener is bound, and
runs until killed.
"""
import os
import socket
import sys
import threading
import time

LOG_LOCK = threading.Lock()


def log(path, where, what):
    with LOG_LOCK:
        with open(path, 'a', encoding='ascii') as f:
            f.write('%s %s\n' % (where, what))


def unescape(s):
    return s.encode('latin-1').decode('unicode_escape').encode('latin-1')


def read_line(conn, buf):
    while b'\n' not in buf[0]:
        data = conn.recv(4096)
        if not data:
            return None
        buf[0] += data
    line, buf[0] = buf[0].split(b'\n', 1)
    return line + b'\n'


def serve(conn, where, kind, arg, logpath):
    log(logpath, where, 'connect')
    buf = [b'']
    conn.settimeout(10)
    try:
        if kind == 'once':
            conn.sendall(unescape(arg))
        elif kind == 'banner':
            conn.sendall(unescape(arg))
            conn.settimeout(1)
        if kind in ('banner', 'sink'):
            while True:
                data = conn.recv(4096)
                if not data:
                    break
                log(logpath, where, 'recv %r' % data)
        elif kind == 'http':
            head = b''
            while b'\r\n\r\n' not in head:
                data = conn.recv(4096)
                if not data:
                    break
                head += data
            log(logpath, where, 'recv %r' % head)
            conn.sendall(unescape(arg))
        elif kind == 'ftp':
            raw = unescape(arg[1:]) + b'\r\n' if arg.startswith('=') else None
            dport = int(arg) if raw is None else 0
            conn.sendall(b'220 hostile ftp\r\n')
            while True:
                line = read_line(conn, buf)
                if line is None:
                    break
                log(logpath, where, 'recv %r' % line)
                verb = line.split(b' ', 1)[0].strip().upper()
                if verb == b'USER':
                    reply = b'331 send the password\r\n'
                elif verb == b'PASS':
                    reply = b'230 in\r\n'
                elif verb in (b'CWD',):
                    reply = b'250 ok\r\n'
                elif verb == b'TYPE':
                    reply = b'200 ok\r\n'
                elif verb == b'PASV' and raw is not None:
                    reply = raw
                elif verb == b'PASV':
                    reply = ('227 Entering Passive Mode (127,0,0,1,%d,%d)\r\n'
                             % (dport // 256, dport % 256)).encode()
                elif verb == b'EPSV':
                    reply = ('229 Entering Extended Passive Mode (|||%d|)\r\n'
                             % dport).encode()
                elif verb in (b'RETR', b'NLST'):
                    # The data is whatever the data port's listener sends.
                    conn.sendall(b'150 here it comes\r\n')
                    reply = b'226 done\r\n'
                elif verb == b'QUIT':
                    conn.sendall(b'221 bye\r\n')
                    break
                else:
                    reply = b'502 no\r\n'
                conn.sendall(reply)
        elif kind == 'nntp':
            conn.sendall(b'200 hostile news\r\n')
            while True:
                line = read_line(conn, buf)
                if line is None:
                    break
                log(logpath, where, 'recv %r' % line)
                verb = line.split(b' ', 1)[0].strip().upper()
                if verb == b'MODE':
                    conn.sendall(b'200 reader\r\n')
                elif verb == b'GROUP':
                    conn.sendall(unescape(arg) + b'\r\n')
                elif verb in (b'OVER', b'XOVER'):
                    conn.sendall(b'224 overview\r\n1\tsubject\t\r\n.\r\n')
                elif verb == b'QUIT':
                    conn.sendall(b'205 bye\r\n')
                    break
                else:
                    conn.sendall(b'500 no\r\n')
    except OSError as e:
        log(logpath, where, 'error %s' % e)
    finally:
        conn.close()
        log(logpath, where, 'close')


def listen(spec, logpath):
    addr, port, kind = spec.split(':', 2)
    arg = ''
    if ':' in kind:
        kind, arg = kind.split(':', 1)
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    for attempt in range(50):
        try:
            s.bind((addr, int(port)))
            break
        except OSError:
            # A fixed port (25, 80) another run of the test still holds.
            if attempt == 49:
                raise
            time.sleep(0.1)
    s.listen(16)
    where = '%s:%s' % (addr, port)

    def loop():
        while True:
            conn, _ = s.accept()
            threading.Thread(target=serve, args=(conn, where, kind, arg,
                                                 logpath),
                             daemon=True).start()
    return loop


def main():
    if len(sys.argv) < 4:
        sys.stderr.write('usage: hostile.py LOG PIDFILE LISTENER...\n')
        return 2
    logpath, pidfile = sys.argv[1], sys.argv[2]
    loops = [listen(spec, logpath) for spec in sys.argv[3:]]
    for loop in loops:
        threading.Thread(target=loop, daemon=True).start()
    with open(pidfile, 'w', encoding='ascii') as f:
        f.write('%d\n' % os.getpid())
    threading.Event().wait()
    return 0


if __name__ == '__main__':
    sys.exit(main())
