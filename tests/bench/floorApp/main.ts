/**
 * The floor app of the Lighthouse bench (tests/bench/lighthouse.ts; built and served by
 * lighthouseFloor.ts): every library of the client's stack used once, in one
 * chunk, behind the simplest page of the same kind (a heading, a swiper of three slides, a
 * list fetched through RTK Query and axios).
 * Nothing built on this stack loads less, so it is the floor our pages are held against, in
 * the same run on the same machine.
 *
 * Plain createElement, not JSX: the tests' TypeScript config (which checks this file) has no
 * JSX, and the floor should need no build plugin beyond Vite itself.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import axios from 'axios';
// The whole library, as the client imported it when the floor's 193 KB was measured.
import CryptoJS from 'crypto-js';
import DOMPurify from 'dompurify';
import i18next from 'i18next';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';

type Item = { id: number; name: string };

const axiosQuery: BaseQueryFn<string, unknown, string> = async (url) => {
  try {
    return { data: (await axios.get<unknown>(url)).data };
  } catch (error) {
    return { error: String(error) };
  }
};

const api = createApi({
  baseQuery: axiosQuery,
  endpoints: (build) => ({ items: build.query<Item[], void>({ query: () => '/items.json' }) }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Floor', slide: 'Slide {{n}}', items: 'Items' } } },
});

function Page() {
  const { t } = useTranslation();
  const { data } = api.useItemsQuery();
  const stamp = CryptoJS.SHA256('floor').toString().slice(0, 12);
  return h(
    'main',
    null,
    h('h1', null, t('title')),
    h(
      Swiper,
      { loop: true },
      [1, 2, 3].map((n) => h(SwiperSlide, { key: n }, h('div', { className: 'slide' }, t('slide', { n })))),
    ),
    h('h2', null, t('items')),
    h(
      'ul',
      null,
      (data ?? []).map((item) => h('li', { key: item.id }, item.name)),
    ),
    h('footer', { dangerouslySetInnerHTML: { __html: DOMPurify.sanitize(`<small>${stamp}</small>`) } }),
  );
}

const root = document.getElementById('root');
if (root) {
  const routes = h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) })));
  createRoot(root).render(h(StrictMode, null, h(Provider, { store, children: routes })));
}
