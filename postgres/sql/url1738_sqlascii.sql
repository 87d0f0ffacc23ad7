-- Bytes that are not UTF-8, in a SQL_ASCII database (tests/t_postgres.sh
-- runs this file with pg_regress --encoding=SQL_ASCII).
CREATE EXTENSION url1738;
SELECT getdatabaseencoding();
SELECT url_valid(E'http://h/\xff'), url_host(E'http://h\xe9.com/');
SELECT url_error(E'http://h/\xff\xfe');
SELECT E'http://h/\xff'::url1738;
SELECT url_query_param('http://h/?a=%ff', 'a') = E'\xff' AS decoded_8bit;
SELECT url_query_param('http://h/?a=%00', 'a');
SELECT url, valid FROM url_extract(E'\xff http://h/\xfe x');
SELECT url_registered_domain(E'http://\xe9\xe9.com/');
