-- A URL table spread over two clusters (tests/t_postgres_fdw.sh): the
-- partition urls_local here, urls_remote on the second cluster through
-- postgres_fdw, the extension on both; a GROUP BY registered domain over
-- the whole table. PG_PORT2 is the second cluster's port.
CREATE EXTENSION url1738;
CREATE EXTENSION postgres_fdw;
\getenv port2 PG_PORT2
CREATE SERVER shard2 FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port :'port2', dbname 'shard',
             extensions 'url1738', batch_size '1000');
CREATE USER MAPPING FOR CURRENT_USER SERVER shard2 OPTIONS (user 'postgres');
CREATE TABLE urls (id int, u url1738) PARTITION BY RANGE (id);
CREATE TABLE urls_local PARTITION OF urls FOR VALUES FROM (0) TO (100);
CREATE FOREIGN TABLE urls_remote PARTITION OF urls
    FOR VALUES FROM (100) TO (MAXVALUE)
    SERVER shard2 OPTIONS (table_name 'urls_remote');
-- Rows go to the partition their id names: 1-4 here, 101-105 there.
INSERT INTO urls VALUES
  (1, 'http://www.example.com/a'),
  (2, 'http://mail.example.co.uk/'),
  (3, 'https://alice.github.io/x'),
  (4, 'ftp://ftp.example.com/pub/'),
  (101, 'HTTP://WWW.EXAMPLE.COM/b'),
  (102, 'http://news.example.co.uk/today'),
  (103, 'https://bob.github.io/'),
  (104, 'http://10.0.0.1/'),
  (105, 'gopher://gopher.example.org/1');
SELECT tableoid::regclass AS part, count(*) FROM urls GROUP BY 1 ORDER BY 1;
-- An invalid URL is refused before it reaches either cluster.
INSERT INTO urls VALUES (106, 'http://h/a b');
SELECT url_registered_domain(u) AS domain, count(*)
  FROM urls GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST;
-- The grouping is done by the remote cluster (extensions 'url1738' lets
-- postgres_fdw ship the extension's functions).
EXPLAIN (VERBOSE, COSTS OFF)
SELECT url_registered_domain(u), count(*) FROM urls_remote GROUP BY 1;
SELECT id, url_registered_domain(u) FROM urls
 WHERE url_public_suffix(u) = 'github.io' ORDER BY id;
-- Equality by equivalence across the clusters.
SELECT id FROM urls WHERE u = 'http://www.example.com:80/%61' ORDER BY id;
