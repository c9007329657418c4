import { describe, expect, it } from 'vitest';
import { requestOf } from './requestOf';

describe('requestOf', () => {
  it('names the CRUD call of an engine write', () => {
    expect(requestOf({ name: 'update', resource: 'm_daerah', record_id: '12' })).toEqual({
      method: 'PUT',
      path: '/api/crud/m_daerah/12',
      status: 200,
    });
    expect(requestOf({ name: 'create', resource: 'help_faq', record_id: '3' })).toEqual({
      method: 'POST',
      path: '/api/crud/help_faq',
      status: 201,
    });
  });

  it('names the fixed route of an account action, with a refused login as 401', () => {
    expect(requestOf({ name: 'login_failed', resource: null, record_id: null })?.status).toBe(401);
    expect(requestOf({ name: 'logout', resource: null, record_id: null })?.path).toBe(
      '/api/logout',
    );
  });

  it('says nothing it cannot know', () => {
    expect(requestOf({ name: 'download', resource: 'dokumen', record_id: '1' })).toBeNull();
    expect(requestOf({ name: 'update', resource: 'tidak_ada', record_id: '1' })).toBeNull();
    expect(requestOf({ name: 'delete', resource: 'm_daerah', record_id: null })).toBeNull();
  });
});
