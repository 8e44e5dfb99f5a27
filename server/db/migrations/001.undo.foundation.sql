DROP TABLE IF EXISTS members, ops_audit, server_keys, region_blocks, maintenance_gates,
  site_resources, customer_service, register_rules, whitelabel_modules, domain_routes,
  merchant_domains, merchants;
