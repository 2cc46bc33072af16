#pragma once

#include "connection.h"

#include <QString>

// The statements of a team catalogue on a PostgreSQL server that differ
// from SQLite's, and the server's own (session set-up, locks, roles). The
// data statements of sql.h are written in the SQL both dialects share; the
// few that cannot be are given here in the server's dialect, found by
// forDialect(). The server's schema lives in schema_pg.cpp.
namespace gpa::db::sql {

// Session and transactions ------------------------------------------------------
inline constexpr const char *kServerSessionZone = "SET TIME ZONE 'UTC'";
// A write waiting for another session's row lock gives up after this long
// (SqlFailure::Busy) rather than hanging a window.
inline constexpr const char *kServerLockTimeout = "SET lock_timeout = '5s'";
inline constexpr const char *kServerBeginRead
    = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY";
inline constexpr const char *kServerBeginWrite = "BEGIN ISOLATION LEVEL READ COMMITTED";
// Serialises creating and migrating the catalogue between programs, for the
// rest of the transaction (the key is Catalogue::kApplicationId, "GPAv").
inline constexpr const char *kServerSchemaLock = "SELECT pg_advisory_xact_lock(1196441974)";
inline constexpr const char *kServerHasSchema
    = "SELECT to_regclass('gpa_schema') IS NOT NULL";
inline constexpr const char *kServerSchemaVersion = "SELECT max(version) FROM gpa_schema";
inline constexpr const char *kServerSetSchemaVersion
    = "INSERT INTO gpa_schema (version) VALUES (:version)";
inline constexpr const char *kServerCurrentUser = "SELECT current_user";
// What the connected role may do: add quotes (editor), change devices (admin).
inline constexpr const char *kServerPrivileges
    = "SELECT has_table_privilege('price_quotes', 'INSERT'), "
      "has_table_privilege('devices', 'UPDATE')";
// After rows were inserted with their own ids, new quotes continue above them.
inline constexpr const char *kServerResetQuoteIds
    = "SELECT setval(pg_get_serial_sequence('price_quotes', 'id'), "
      "COALESCE((SELECT max(id) FROM price_quotes), 0) + 1, false)";
inline constexpr const char *kServerPing = "SELECT 1";
// The channel the catalogue's triggers notify; the payload is
// "<table>" or "<table>:<key>" (a device's id for devices and quotes).
inline constexpr const char *kServerChannel = "gpa_catalogue";

// Roles of a team catalogue (Catalogue::applyTeamSetup, team init) -----------------
inline constexpr const char *kTeamRoles = R"sql(DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gpa_viewer') THEN
        CREATE ROLE gpa_viewer NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gpa_editor') THEN
        CREATE ROLE gpa_editor NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gpa_admin') THEN
        CREATE ROLE gpa_admin NOLOGIN;
    END IF;
END
$$)sql";
inline constexpr const char *kTeamGrants[] = {
    "GRANT gpa_viewer TO gpa_editor",
    "GRANT gpa_editor TO gpa_admin",
    "DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO gpa_viewer', "
    "current_database()); END $$",
    "GRANT USAGE ON SCHEMA public TO gpa_viewer",
    "GRANT SELECT ON ALL TABLES IN SCHEMA public TO gpa_viewer",
    "GRANT INSERT, DELETE ON price_quotes TO gpa_editor",
    "GRANT INSERT ON benchmarks, llm_benchmarks TO gpa_editor",
    "GRANT INSERT, UPDATE ON settings TO gpa_editor",
    "GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO gpa_editor",
    "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO gpa_admin",
    "GRANT CREATE ON SCHEMA public TO gpa_admin",
    // The admin role owns the catalogue's tables and functions: its members
    // run the migrations of later versions.
    R"sql(DO $$
DECLARE
    name TEXT;
BEGIN
    FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename IN (
            'gpa_schema', 'devices', 'bundled_devices', 'cloud_offers', 'price_quotes',
            'benchmarks', 'scaling', 'exchange_rates', 'spec_supplements', 'settings',
            'cloud_price_history', 'llm_models', 'llm_benchmarks') LOOP
        EXECUTE format('ALTER TABLE %I OWNER TO gpa_admin', name);
    END LOOP;
    FOR name IN SELECT p.oid::regprocedure::text FROM pg_proc AS p
            JOIN pg_namespace AS n ON n.oid = p.pronamespace
            WHERE n.nspname = 'public' AND p.proname LIKE 'gpa\_%' LOOP
        EXECUTE format('ALTER FUNCTION %s OWNER TO gpa_admin', name);
    END LOOP;
END
$$)sql",
};

// The text of `statement` (a constant of sql.h) in `dialect`.
QString forDialect(const char *statement, Dialect dialect);

// Which dialect a Qt SQL connection speaks.
Dialect dialectOf(const QSqlDatabase &db);

} // namespace gpa::db::sql
