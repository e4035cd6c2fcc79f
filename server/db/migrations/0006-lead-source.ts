// The page the quote form was sent from (path and query of a same-site Referer), shown on the
// request's inbox page.
export default `ALTER TABLE leads ADD COLUMN source TEXT;`;
