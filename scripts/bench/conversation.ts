/**
 * The bench's signed-in pages (issue 31): `tsx scripts/bench/conversation.ts <dataDir | postgres://…> <token>`
 * adds to the seeded database a client with a session of `token` (cookie `act`), and a conversation of
 * theirs with a seeded specialist (managed by a second account) holding 60 messages, a file and a
 * quote, as a real thread would; with 11 more conversations so the list has a page. Prints the
 * conversation's id. Run it after scripts/bench/seed.ts and before the server opens the database.
 */
import { openDatabase } from '../../server/db/adapter.js';
import { hashSessionToken } from '../../server/auth/sessions.js';

const [target, token] = process.argv.slice(2);
if (!target || !token) throw new Error('usage: tsx scripts/bench/conversation.ts <dataDir | postgres://…> <token>');
const db = await openDatabase(target.startsWith('postgres') ? { dataDir: 'memory://', databaseUrl: target } : { dataDir: target });
try {
  const client = await db.query<{ id: number }>(
    `INSERT INTO users (pinfl, first_name, last_name, locale) VALUES ('39900000000001', 'DILNOZA', 'BENCHEVA', 'ru')
     ON CONFLICT (pinfl) DO UPDATE SET locale = 'ru' RETURNING id`,
  );
  const clientId = Number(client.rows[0]!.id);
  await db.query("INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '30 days') ON CONFLICT DO NOTHING", [
    clientId,
    hashSessionToken(token),
  ]);
  const answering = await db.query<{ id: number }>(
    "INSERT INTO users (pinfl, first_name, last_name) VALUES ('39900000000002', 'AZIZ', 'BENCHEV') ON CONFLICT (pinfl) DO UPDATE SET pinfl = EXCLUDED.pinfl RETURNING id",
  );
  const specialists = await db.query<{ id: number; service_id: number }>(
    `SELECT sp.id, (SELECT sv.id FROM services sv WHERE sv.specialist_id = sp.id AND sv.published ORDER BY sv.id LIMIT 1) AS service_id
       FROM specialists sp WHERE sp.user_id IS NULL ORDER BY sp.id LIMIT 12`,
  );
  const [first, ...others] = specialists.rows;
  await db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [first!.id, answering.rows[0]!.id]);
  const created = await db.query<{ id: number }>('INSERT INTO conversations (client_user_id, specialist_id, service_id) VALUES ($1, $2, $3) RETURNING id', [
    clientId,
    first!.id,
    first!.service_id,
  ]);
  const conversationId = Number(created.rows[0]!.id);
  await db.query(
    `INSERT INTO conversation_messages (conversation_id, author_user_id, side, body, created_at)
     SELECT $1, CASE WHEN i % 2 = 0 THEN $2::bigint ELSE $3::bigint END, CASE WHEN i % 2 = 0 THEN 'client' ELSE 'specialist' END,
            'Xabar ' || i || ': ijara shartnomasi boʻyicha savol va javob, https://lex.uz/docs/' || (100 + i) || ' havolasi bilan.',
            now() - make_interval(mins => 120 - i)
       FROM generate_series(1, 60) AS i`,
    [conversationId, clientId, answering.rows[0]!.id],
  );
  const last = await db.query<{ id: number }>('SELECT max(id) AS id FROM conversation_messages WHERE conversation_id = $1', [conversationId]);
  await db.query(
    `INSERT INTO conversation_files (conversation_id, message_id, name, media_type, size, sha256, content)
     VALUES ($1, $2, 'Shartnoma.pdf', 'application/pdf', 9, repeat('0', 64), '\\x255044462d312e340a'::bytea)`,
    [conversationId, last.rows[0]!.id],
  );
  const quote = await db.query<{ id: number }>(
    `INSERT INTO quotes (conversation_id, service_id, title, description, price, days, valid_until)
     SELECT $1, sv.id, sv.title, 'Shartnomani koʻrib chiqish va daʼvo arizasini yozish.', sv.price + 100000000, 10, now() + interval '7 days'
       FROM services sv WHERE sv.id = $2 RETURNING id`,
    [conversationId, first!.service_id],
  );
  await db.query("INSERT INTO conversation_messages (conversation_id, author_user_id, side, quote_id) VALUES ($1, $2, 'specialist', $3)", [
    conversationId,
    answering.rows[0]!.id,
    quote.rows[0]!.id,
  ]);
  await db.query('UPDATE conversations SET client_read_id = $2 - 2, specialist_read_id = $2 WHERE id = $1', [conversationId, last.rows[0]!.id]);
  for (const other of others) {
    const more = await db.query<{ id: number }>('INSERT INTO conversations (client_user_id, specialist_id) VALUES ($1, $2) RETURNING id', [clientId, other.id]);
    await db.query(
      "INSERT INTO conversation_messages (conversation_id, author_user_id, side, body) VALUES ($1, $2, 'client', 'Assalomu alaykum, savolim bor.')",
      [more.rows[0]!.id, clientId],
    );
  }
  console.log(conversationId);
} finally {
  await db.close();
}
