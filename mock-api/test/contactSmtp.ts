import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * The smallest SMTP server that nodemailer will talk to (RFC 5321 greeting, EHLO, MAIL, RCPT,
 * DATA, QUIT), keeping each message's envelope and raw data, so the tests see what really goes
 * over the wire without a mail server installed.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const handleCommand = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 fake-smtp');
      if (verb === 'MAIL') {
        current.from = line.slice(10).trim();
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        current.to.push(line.slice(8).trim());
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      return reply(verb === 'RSET' || verb === 'NOOP' ? '250 OK' : '502 Command not implemented');
    };
    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply(`250 OK queued as fake-${received.length}`);
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        handleCommand(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` holds (delivery runs in the background after the answer). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
