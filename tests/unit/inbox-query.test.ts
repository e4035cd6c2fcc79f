import { describe, expect, it } from 'vitest';
import { inboxQueryString, readInboxQuery } from '../../src/lib/inbox-query.ts';
import { townOf } from '../../src/lib/town.ts';
import { filterCondition, searchTerms } from '../../server/leads/search.ts';
import { expectReturns } from '../support/returns.ts';

describe('townOf', () => {
  it('names the town whose published ZIP list holds the address ZIP, the last ZIP winning', () => {
    expectReturns(townOf, { '1200 East Blvd, Charlotte, NC 28203': 'Charlotte', '9 Trade St, Charlotte NC 28105-1234': 'Matthews' });
    expectReturns(townOf, { '28027 Long Rd, Somewhere, NC 28031': 'Cornelius', '12345 Main St, Kannapolis, NC 99999': 'Kannapolis' });
  });

  it('falls back to the last of our towns named in the address, then to null', () => {
    expectReturns(townOf, { '1200 Concord Rd, charlotte': 'Charlotte', '5 Main St, Gastonia': 'Gastonia' });
    expectReturns(townOf, { 'Charlottesville, VA 22901': null, '': null, 'javascript:alert(1)': null });
  });
});

describe('searchTerms', () => {
  it('reduces a phone number in any format to its digits, without a US country code', () => {
    for (const q of ['704-555-0188', '(704) 555-0188', '7045550188', '704.555.0188', '+1 (704) 555-0188', '1 704 555 0188']) {
      expect(searchTerms(q), q).toEqual(['7045550188']);
    }
    expect(searchTerms('555-0188')).toEqual(['5550188']);
  });

  it('splits words and drops control characters', () => {
    expect(searchTerms('  Dana\tWhit\u0000field  ')).toEqual(['Dana', 'Whit', 'field']);
    expect(searchTerms('(')).toEqual(['(']);
  });
});

describe('filterCondition', () => {
  it('quotes every word as an FTS5 string and sends short words to LIKE with wildcards escaped', () => {
    const { sql, params } = filterCondition({ status: 'New', q: 'NEAR( "xy"* 5%' });
    expect(sql).toBe(
      `WHERE status = ? AND id IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?) AND (name LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR address LIKE ? ESCAPE '\\' OR message LIKE ? ESCAPE '\\')`,
    );
    expect(params.slice(0, 2)).toEqual(['New', '"NEAR(" """xy""*"']);
    expect(params.slice(2)).toEqual(Array(5).fill('%5\\%%'));
  });

  it('is empty for no filter', () => {
    expect(filterCondition({})).toEqual({ sql: '', params: [] });
  });
});

describe('readInboxQuery', () => {
  it('keeps known values and ignores the rest', () => {
    expect(readInboxQuery(new URLSearchParams('status=Won&service=leveling&q=%20dana%20&page=3'))).toEqual({
      filter: { status: 'Won', service: 'leveling', q: 'dana' },
      page: 3,
    });
    for (const query of ['status=won&service=x&page=-2', 'page=1e3', 'page=0', 'page=abc', `q=${'%20'.repeat(5)}`]) {
      const { filter, page } = readInboxQuery(new URLSearchParams(query));
      expect(filter, query).toEqual({});
      expect(page, query).toBe(1);
    }
    expect(readInboxQuery(new URLSearchParams(`q=${'x'.repeat(500)}`)).filter.q).toHaveLength(100);
  });

  it('writes the query string back in one order, omitting page 1', () => {
    expect(inboxQueryString({ service: 'leveling', status: 'Estimate scheduled', q: 'a&b' }, 2)).toBe(
      '?q=a%26b&status=Estimate+scheduled&service=leveling&page=2',
    );
    expect(inboxQueryString({}, 1)).toBe('');
  });
});
