// Job photos for the public site ("Recent work"): each upload re-encoded into the variants a
// page's srcset names, stored beside the leads so one backup copies them. The build writes the
// ones published content references into the site as /work/<id>-<width>.<format>.
export default `CREATE TABLE work_photos (
     id TEXT PRIMARY KEY,
     uploaded_at TEXT NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL
   );
   CREATE TABLE work_photo_files (
     photo_id TEXT NOT NULL REFERENCES work_photos(id) ON DELETE CASCADE,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     format TEXT NOT NULL CHECK (format IN ('avif', 'webp')),
     bytes BLOB NOT NULL,
     UNIQUE (photo_id, width, format)
   );`;
