ALTER TABLE "lines" ADD COLUMN "inbreeding" double precision;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "pedigree_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A kept F is forgotten, and the version raised, for every line whose parents an UPDATE changed
-- and for all their descendants (decision 036). One walk per statement (transition tables), so
-- a bulk write of parents costs one walk; AFTER the statement, so the walk never touches a row
-- the statement has still to update. Its own UPDATE fires the trigger again, which finds no
-- parent changed and stops. ENABLE ALWAYS: imports writing with session_replication_role =
-- replica (decision 034) fire it too.
CREATE FUNCTION lines_pedigree_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  SELECT array_agg(n.id) INTO changed
  FROM new_lines n JOIN old_lines o ON o.id = n.id
  WHERE n.mother_id IS DISTINCT FROM o.mother_id OR n.father_id IS DISTINCT FROM o.father_id;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  WITH RECURSIVE down(id) AS (
    SELECT unnest(changed)
    UNION
    SELECT c.id FROM down
    CROSS JOIN LATERAL (
      SELECT m.id FROM lines m WHERE m.mother_id = down.id
      UNION ALL
      SELECT f.id FROM lines f WHERE f.father_id = down.id
    ) AS c
  )
  UPDATE lines SET inbreeding = NULL, pedigree_version = lines.pedigree_version + 1
  FROM down WHERE lines.id = down.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lines_pedigree_changed AFTER UPDATE ON lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION lines_pedigree_changed();--> statement-breakpoint
ALTER TABLE lines ENABLE ALWAYS TRIGGER lines_pedigree_changed;
