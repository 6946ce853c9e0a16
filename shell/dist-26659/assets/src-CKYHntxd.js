import{i as e,n as t,r as n,t as r}from"./_virtual_mf___mfe_internal__shell__mf_owner__217396578815118__loadShare__styled_mf_2_components__loadShare__.js-DRQy5ei4.js";import{c as i,r as a}from"./_virtual_mf___mfe_internal__shell__mf_owner__217396578815118__loadShare__react_mf_2_router_mf_2_dom__loadShare__.js-BHt_j2G_.js";import{A as o,D as s,E as c,M as l,N as u,O as d,P as f,R as p,T as m,_ as h,c as g,g as _,h as v,k as y,l as b,m as x,p as S,u as C,v as w,w as T}from"./_virtual_mf___mfe_internal__shell__mf_owner__217396578815118__loadShare___mf_0_tanstack_mf_1_react_mf_2_query__loadShare__.js-DDTzjBy_.js";import{n as ee,t as te}from"./_virtual_mf___mfe_internal__shell__mf_owner__217396578815118__loadShare__react_mf_2_dom__loadShare__.js-CuubGMLD.js";var E={color:{primary:`#d6225a`,primaryStrong:`#b81a4b`,accent:`#ff7a45`,gradient:`linear-gradient(135deg, #d6225a 0%, #c43d1f 100%)`,page:`#f4e6e3`,background:`#fff8f5`,surface:`#ffffff`,text:`#2b1a22`,muted:`#6f5963`,border:`#ecd6dc`,fieldBorder:`#9c7f8a`,tint:`#ffe9ee`,danger:`#b3261e`,dangerTint:`#fde7e5`,success:`#1e7a4f`,successTint:`#e3f5eb`,gold:`#845800`,goldTint:`#fff3cc`,focus:`#8f1239`,overlay:`rgba(43, 26, 34, 0.55)`},font:{body:`system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,display:`ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`},size:{xs:`13px`,sm:`15px`,md:`17px`,lg:`20px`,xl:`26px`,xxl:`34px`},space:{xs:`4px`,sm:`8px`,md:`16px`,lg:`24px`,xl:`32px`},radius:{sm:`10px`,md:`16px`,lg:`24px`,pill:`999px`},shadow:{card:`0 6px 20px rgba(184, 26, 75, 0.10)`,raised:`0 10px 28px rgba(184, 26, 75, 0.28)`,column:`0 0 48px rgba(43, 26, 34, 0.12)`},layout:{columnWidth:`390px`,bottomNavHeight:`64px`}},D=e`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    background: ${E.color.page};
    color: ${E.color.text};
    font-family: ${E.font.body};
    -webkit-font-smoothing: antialiased;
    -webkit-text-size-adjust: 100%;
  }
  body { margin: 0; }
  h1, h2, h3, p { margin: 0; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`,O={primary:t`
    background: ${E.color.gradient};
    color: #fff;
    box-shadow: ${E.shadow.card};
  `,secondary:t`
    background: ${E.color.surface};
    color: ${E.color.primaryStrong};
    border: 2px solid ${E.color.border};
  `,ghost:t`
    background: transparent;
    color: ${E.color.primaryStrong};
  `,danger:t`
    background: ${E.color.danger};
    color: #fff;
  `},k={sm:`36px`,md:`46px`,lg:`54px`},A=t`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${E.space.sm};
  min-height: ${({$size:e=`md`})=>k[e]};
  width: ${({$block:e})=>e?`100%`:`auto`};
  padding: 0 ${({$size:e=`md`})=>e===`sm`?`14px`:`24px`};
  border: 0;
  border-radius: ${E.radius.pill};
  font-size: ${({$size:e=`md`})=>e===`sm`?E.size.xs:E.size.sm};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: transform 0.15s ease, opacity 0.15s ease;
  ${({$variant:e=`primary`})=>O[e]}
  &:active:not(:disabled) {
    transform: scale(0.98);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${E.color.focus};
    outline-offset: 3px;
  }
`,ne=r.button`
  ${A}
`,re=r(i)`
  ${A}
`;function ie({variant:e,size:t,block:n,type:r=`button`,...i}){return b(ne,{type:r,$variant:e,$size:t,$block:n,...i})}function ae({variant:e,size:t,block:n,...r}){return b(re,{$variant:e,$size:t,$block:n,...r})}var j={plain:t`
    background: ${E.color.surface};
    color: ${E.color.text};
    border: 1px solid ${E.color.border};
  `,primary:t`
    background: ${E.color.gradient};
    color: #fff;
    box-shadow: ${E.shadow.raised};
  `,pass:t`
    background: ${E.color.surface};
    color: ${E.color.muted};
    box-shadow: ${E.shadow.card};
  `},oe=t`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({$size:e})=>`${String(e)}px`};
  height: ${({$size:e})=>`${String(e)}px`};
  padding: 0;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  text-decoration: none;
  font-weight: 700;
  ${({$variant:e})=>j[e]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${E.color.focus};
    outline-offset: 2px;
  }
`,se=r.button`
  ${oe}
`,ce=r(i)`
  ${oe}
`;function le({label:e,icon:t,variant:n=`plain`,size:r=44,type:i=`button`,...a}){return b(se,{type:i,"aria-label":e,title:e,$variant:n,$size:r,...a,children:t})}function ue({label:e,icon:t,variant:n=`plain`,size:r=44,...i}){return b(ce,{"aria-label":e,title:e,$variant:n,$size:r,...i,children:t})}var de=t`
  width: 100%;
  min-height: 48px;
  padding: 12px 14px;
  border: 2px solid ${({$invalid:e})=>e?E.color.danger:E.color.fieldBorder};
  border-radius: ${E.radius.sm};
  background: ${E.color.surface};
  color: ${E.color.text};
  font-size: 16px; /* 16px keeps iOS from zooming into the field */
  &:focus {
    outline: 3px solid ${E.color.focus};
    outline-offset: 1px;
    border-color: ${E.color.primary};
  }
`,fe=r.input`
  ${de}
`,pe=r.textarea`
  ${de}
  min-height: 120px;
  resize: vertical;
`,me=`url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${E.color.text}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='M6 9l6 6 6-6'/></svg>`)}")`,he=r.select`
  ${de}
  appearance: none;
  padding-right: 44px;
  background: ${E.color.surface} ${me} no-repeat right 14px center / 20px 20px;
`;function ge({label:e,error:t,hint:n,id:r,children:i}){return C(xe,{children:[b(Se,{htmlFor:r,children:e}),i,n&&!t&&b(Ce,{id:`${r}-hint`,children:n}),t&&b(we,{id:`${r}-error`,role:`alert`,children:t})]})}function _e(e,{error:t,hint:n}){return t?`${e}-error`:n?`${e}-hint`:void 0}function ve({label:e,error:t,hint:n,id:r,...i}){let a=d(),o=r??a;return b(ge,{label:e,error:t,hint:n,id:o,children:b(fe,{id:o,"aria-invalid":!!t,"aria-describedby":_e(o,{label:e,error:t,hint:n}),$invalid:!!t,...i})})}function ye({label:e,error:t,hint:n,id:r,...i}){let a=d(),o=r??a;return b(ge,{label:e,error:t,hint:n,id:o,children:b(pe,{id:o,"aria-invalid":!!t,"aria-describedby":_e(o,{label:e,error:t,hint:n}),$invalid:!!t,...i})})}function be({label:e,error:t,hint:n,id:r,...i}){let a=d(),o=r??a;return b(ge,{label:e,error:t,hint:n,id:o,children:b(he,{id:o,"aria-invalid":!!t,"aria-describedby":_e(o,{label:e,error:t,hint:n}),$invalid:!!t,...i})})}var xe=r.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`,Se=r.label`
  font-size: ${E.size.sm};
  font-weight: 600;
`,Ce=r.p`
  font-size: ${E.size.xs};
  color: ${E.color.muted};
`,we=r.p`
  font-size: ${E.size.xs};
  font-weight: 600;
  color: ${E.color.danger};
`,Te=r.section`
  display: flex;
  flex-direction: column;
  gap: ${E.space.sm};
  padding: ${({$padding:e=`md`})=>E.space[e]};
  border-radius: ${E.radius.md};
  background: ${E.color.surface};
  box-shadow: ${E.shadow.card};
`,Ee=r.h2`
  font-family: ${E.font.display};
  font-size: ${E.size.md};
  font-weight: 800;
`,De={neutral:{background:E.color.tint,color:E.color.text},primary:{background:E.color.primary,color:`#fff`},gold:{background:E.color.goldTint,color:E.color.gold},success:{background:E.color.successTint,color:E.color.success},danger:{background:E.color.dangerTint,color:E.color.danger}},Oe=r.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: ${E.radius.pill};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: capitalize;
  white-space: nowrap;
  background: ${({$tone:e=`neutral`})=>De[e].background};
  color: ${({$tone:e=`neutral`})=>De[e].color};
`;function ke(e){return e.trim().split(/\s+/).filter(Boolean).slice(0,2).map(e=>e[0]?.toUpperCase()??``).join(``)}function Ae({name:e,src:t,size:n=40}){return t?b(je,{src:t,alt:e,width:n,height:n,$size:n}):b(Me,{role:`img`,"aria-label":e,$size:n,children:ke(e)||`?`})}var je=r.img`
  width: ${({$size:e})=>`${String(e)}px`};
  height: ${({$size:e})=>`${String(e)}px`};
  border-radius: 50%;
  object-fit: cover;
  background: ${E.color.tint};
`,Me=r.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({$size:e})=>`${String(e)}px`};
  height: ${({$size:e})=>`${String(e)}px`};
  border-radius: 50%;
  background: ${E.color.gradient};
  color: #fff;
  font-weight: 800;
  font-size: ${({$size:e})=>`${String(Math.round(e*.38))}px`};
`,Ne=Object.defineProperty,Pe=(e,t)=>Ne(e,`name`,{value:t,configurable:!0}),Fe=!!(typeof window<`u`&&window.document&&window.document.createElement);function M(e,t,{checkForDefaultPrevented:n=!0}={}){return Pe(function(r){if(e?.(r),n===!1||!r||!r.defaultPrevented)return t?.(r)},`handleEvent`)}Pe(M,`composeEventHandlers`);function Ie(e){if(!Fe)throw Error(`Cannot access window outside of the DOM`);return e?.ownerDocument?.defaultView??window}Pe(Ie,`getOwnerWindow`);function Le(e){if(!Fe)throw Error(`Cannot access document outside of the DOM`);return e?.ownerDocument??document}Pe(Le,`getOwnerDocument`);function Re(e,t=!1){let{activeElement:n}=Le(e);if(!n?.nodeName)return null;if(ze(n)&&n.contentDocument)return Re(n.contentDocument.body,t);if(t){let e=n.getAttribute(`aria-activedescendant`);if(e){let t=Le(n).getElementById(e);if(t)return t}}return n}Pe(Re,`getActiveElement`);function ze(e){return e.tagName===`IFRAME`}Pe(ze,`isFrame`);var Be=Object.defineProperty,Ve=(e,t)=>Be(e,`name`,{value:t,configurable:!0});function He(e,t){if(typeof e==`function`)return e(t);e!=null&&(e.current=t)}Ve(He,`setRef`);function Ue(...e){return t=>{let n=!1,r=e.map(e=>{let r=He(e,t);return!n&&typeof r==`function`&&(n=!0),r});if(n)return()=>{for(let t=0;t<r.length;t++){let n=r[t];typeof n==`function`?n():He(e[t],null)}}}}Ve(Ue,`composeRefs`);function N(...e){return T(Ue(...e),e)}Ve(N,`useComposedRefs`);var We=Object.defineProperty,P=(e,t)=>We(e,`name`,{value:t,configurable:!0});function Ge(e,t){let n=v(t);n.displayName=e+`Context`;let r=P(e=>{let{children:t,...r}=e,i=o(()=>r,Object.values(r));return b(n.Provider,{value:i,children:t})},`Provider`);r.displayName=e+`Provider`;function i(r,i={}){let{optional:a=!1}=i,o=m(n);if(o)return o;if(t!==void 0)return t;if(!a)throw Error(`\`${r}\` must be used within \`${e}\``)}return P(i,`useContext`),[r,i]}P(Ge,`createContext`);function F(e,t=[]){let n=[];function r(t,r){let i=v(r);i.displayName=t+`Context`;let a=n.length;n=[...n,r];let s=P(t=>{let{scope:n,children:r,...s}=t,c=n?.[e]?.[a]||i,l=o(()=>s,Object.values(s));return b(c.Provider,{value:l,children:r})},`Provider`);s.displayName=t+`Provider`;function c(n,o,s={}){let{optional:c=!1}=s,l=o?.[e]?.[a]||i,u=m(l);if(u)return u;if(r!==void 0)return r;if(!c)throw Error(`\`${n}\` must be used within \`${t}\``)}return P(c,`useContext`),[s,c]}P(r,`createContext`);let i=P(()=>{let t=n.map(e=>v(e));return P(function(n){let r=n?.[e]||t;return o(()=>({[`__scope${e}`]:{...n,[e]:r}}),[n,r])},`useScope`)},`createScope`);return i.scopeName=e,[r,Ke(i,...t)]}P(F,`createContextScope`);function Ke(...e){let t=e[0];if(e.length===1)return t;let n=P(()=>{let n=e.map(e=>({useScope:e(),scopeName:e.scopeName}));return P(function(e){let r=n.reduce((t,{useScope:n,scopeName:r})=>{let i=n(e)[`__scope${r}`];return{...t,...i}},{});return o(()=>({[`__scope${t.scopeName}`]:r}),[r])},`useComposedScopes`)},`createScope`);return n.scopeName=t.scopeName,n}P(Ke,`composeContextScopes`);var I=globalThis?.document?y:()=>{},qe=Object.defineProperty,Je=(e,t)=>qe(e,`name`,{value:t,configurable:!0}),Ye=p.useId||(()=>void 0),Xe=0;function Ze(e){let[t,n]=f(Ye());return I(()=>{e||n(e=>e??String(Xe++))},[e]),e||(t?`radix-${t}`:``)}Je(Ze,`useId`);var Qe=Object.defineProperty,$e=(e,t)=>Qe(e,`name`,{value:t,configurable:!0}),et=p.useEffectEvent,tt=p.useInsertionEffect;function nt(e){if(typeof et==`function`)return et(e);let t=u(()=>{throw Error(`Cannot call an event handler while rendering.`)});return typeof tt==`function`?tt(()=>{t.current=e}):I(()=>{t.current=e}),o(()=>((...e)=>t.current?.(...e)),[])}$e(nt,`useEffectEvent`);var rt=Object.defineProperty,it=(e,t)=>rt(e,`name`,{value:t,configurable:!0}),at=p.useInsertionEffect||I;function ot({prop:e,defaultProp:t,onChange:n=it(()=>{},`onChange`),caller:r}){let[i,a,o]=st({defaultProp:t,onChange:n}),s=e!==void 0;return[s?e:i,T(t=>{if(s){let n=ct(t)?t(e):t;n!==e&&o.current?.(n)}else a(t)},[s,e,a,o])]}it(ot,`useControllableState`);function st({defaultProp:e,onChange:t}){let[n,r]=f(e),i=u(n),a=u(t);return at(()=>{a.current=t},[t]),s(()=>{i.current!==n&&(a.current?.(n),i.current=n)},[n,i]),[n,r,a]}it(st,`useUncontrolledState`);function ct(e){return typeof e==`function`}it(ct,`isFunction`);var lt=Symbol(`RADIX:SYNC_STATE`);function ut(e,t,n,r){let{prop:i,defaultProp:a,onChange:c,caller:d}=t,f=i!==void 0,p=nt(c),m=[{...n,state:a}];r&&m.push(r);let[h,g]=l((t,n)=>{if(n.type===lt)return{...t,state:n.state};let r=e(t,n);return f&&!Object.is(r.state,t.state)&&p(r.state),r},...m),_=h.state,v=u(_);s(()=>{v.current!==_&&(v.current=_,f||p(_))},[_,v,f]);let y=o(()=>i===void 0?h:{...h,state:i},[h,i]);return s(()=>{f&&!Object.is(i,h.state)&&g({type:lt,state:i})},[i,h.state,f]),[y,g]}it(ut,`useControllableStateReducer`);var dt=Object.defineProperty,L=(e,t)=>dt(e,`name`,{value:t,configurable:!0});function R(e){let t=h((t,n)=>{let{children:r,...i}=t,a=null,o=!1,s=[];r=xt(r),S.forEach(r,e=>{if(_t(e)){o=!0;let t=e,n=`child`in t.props?t.props.child:t.props.children;for(;yt(n)&&typeof Tt==`function`;)n=Tt(n._payload);a=mt(t,n),s.push(a?.props?.children)}else s.push(e)}),a?a=x(a,void 0,s):!o&&S.count(r)===1&&w(r)&&(a=r);let l=a?gt(a):void 0,u=N(n,l);if(!a){if(r||r===0)throw Error(o?wt(e):Ct(e));return r}let d=ht(i,a.props??{});return a.type!==c&&(d.ref=n?u:l),x(a,d)});return t.displayName=`${e}.Slot`,t}L(R,`createSlot`);var ft=Symbol.for(`radix.slottable`);function pt(e){let t=L(e=>`child`in e?e.children(e.child):e.children,`Slottable`);return t.displayName=`${e}.Slottable`,t.__radixId=ft,t}L(pt,`createSlottable`);var mt=L((e,t)=>`child`in e.props?w(t)?x(t,void 0,e.props.children(t.props.children)):null:w(t)?t:null,`getSlottableElementFromSlottable`);function ht(e,t){let n={...t};for(let r in t){let i=e[r],a=t[r];/^on[A-Z]/.test(r)?i&&a?n[r]=(...e)=>{let t=a(...e);return i(...e),t}:i&&(n[r]=i):r===`style`?n[r]={...i,...a}:r===`className`?n[r]=[i,a].filter(Boolean).join(` `):r===`aria-describedby`&&(n[r]=St(a,i))}return{...e,...n}}L(ht,`mergeProps`);function gt(e){let t=Object.getOwnPropertyDescriptor(e.props,`ref`)?.get,n=t&&`isReactWarning`in t&&t.isReactWarning;return n?e.ref:(t=Object.getOwnPropertyDescriptor(e,`ref`)?.get,n=t&&`isReactWarning`in t&&t.isReactWarning,n?e.props.ref:e.props.ref||e.ref)}L(gt,`getElementRef`);function _t(e){return w(e)&&typeof e.type==`function`&&`__radixId`in e.type&&e.type.__radixId===ft}L(_t,`isSlottable`);var vt=Symbol.for(`react.lazy`);function yt(e){return typeof e==`object`&&!!e&&`$$typeof`in e&&e.$$typeof===vt&&`_payload`in e&&bt(e._payload)}L(yt,`isLazyComponent`);function bt(e){return typeof e==`object`&&!!e&&`then`in e}L(bt,`isPromiseLike`);function xt(e){let t=e;for(;yt(t)&&typeof Tt==`function`;)t=Tt(t._payload);return t}L(xt,`useUnwrappedLazy`);function St(...e){let t=new Set;for(let n of e)if(typeof n==`string`)for(let e of String(n).trim().split(/\s+/))e&&t.add(e);return t.size>0?Array.from(t).join(` `):void 0}L(St,`concatAriaDescribedby`);var Ct=L(e=>`${e} failed to slot onto its children. Expected a single React element child or \`Slottable\`.`,`createSlotError`),wt=L(e=>`${e} failed to slot onto its \`Slottable\`. Expected \`Slottable\` to receive a single React element child.`,`createSlottableError`),Tt=p.use,Et=Object.defineProperty,Dt=(e,t)=>Et(e,`name`,{value:t,configurable:!0}),z=[`a`,`button`,`div`,`form`,`h2`,`h3`,`img`,`input`,`label`,`li`,`nav`,`ol`,`p`,`select`,`span`,`svg`,`ul`].reduce((e,t)=>{let n=R(`Primitive.${t}`),r=h((e,r)=>{let{asChild:i,...a}=e,o=i?n:t;return typeof window<`u`&&(window[Symbol.for(`radix-ui`)]=!0),b(o,{...a,ref:r})});return r.displayName=`Primitive.${t}`,{...e,[t]:r}},{});function Ot(e,t){e&&ee(()=>e.dispatchEvent(t))}Dt(Ot,`dispatchDiscreteCustomEvent`);var kt=Object.defineProperty,At=(e,t)=>kt(e,`name`,{value:t,configurable:!0}),jt=p.useInsertionEffect;function B(e){let t=u(e);return typeof jt==`function`?jt(()=>{t.current=e}):I(()=>{t.current=e}),o(()=>((...e)=>t.current?.(...e)),[])}At(B,`useCallbackRef`);var Mt=Object.defineProperty,V=(e,t)=>Mt(e,`name`,{value:t,configurable:!0}),Nt=`dismissableLayer.update`,Pt=`dismissableLayer.pointerDownOutside`,Ft=`dismissableLayer.focusOutside`,It,Lt=v({layers:new Set,layersWithOutsidePointerEventsDisabled:new Set,branches:new Set,dismissableSurfaces:new Set}),Rt=h(V(function(e,t){let{disableOutsidePointerEvents:n=!1,deferPointerDownOutside:r=!1,onEscapeKeyDown:i,onPointerDownOutside:a,onFocusOutside:o,onInteractOutside:c,onDismiss:l,...d}=e,p=m(Lt),[h,g]=f(null),_=h?.ownerDocument??globalThis?.document,[,v]=f({}),y=N(t,g),x=Array.from(p.layers),[S]=[...p.layersWithOutsidePointerEventsDisabled].slice(-1),C=S?x.indexOf(S):-1,w=h?x.indexOf(h):-1,ee=p.layersWithOutsidePointerEventsDisabled.size>0,te=w>=C,E=u(!1),D=Ht(e=>{a?.(e),c?.(e),e.defaultPrevented||l?.()},{ownerDocument:_,deferPointerDownOutside:r,isDeferredPointerDownOutsideRef:E,dismissableSurfaces:p.dismissableSurfaces,shouldHandlePointerDownOutside:T(e=>{if(!(e instanceof Node))return!1;let t=[...p.branches].some(t=>t.contains(e));return te&&!t},[p.branches,te])}),O=Ut(e=>{if(r&&E.current)return;let t=e.target;[...p.branches].some(e=>e.contains(t))||(o?.(e),c?.(e),e.defaultPrevented||l?.())},_),k=h?w===x.length-1:!1,A=B(e=>{e.key===`Escape`&&(i?.(e),!e.defaultPrevented&&l&&(e.preventDefault(),l()))});return s(()=>{if(k)return _.addEventListener(`keydown`,A,{capture:!0}),()=>_.removeEventListener(`keydown`,A,{capture:!0})},[_,k,A]),s(()=>{if(h)return n&&(p.layersWithOutsidePointerEventsDisabled.size===0&&(It=_.body.style.pointerEvents,_.body.style.pointerEvents=`none`),p.layersWithOutsidePointerEventsDisabled.add(h)),p.layers.add(h),Wt(),()=>{n&&(p.layersWithOutsidePointerEventsDisabled.delete(h),p.layersWithOutsidePointerEventsDisabled.size===0&&(_.body.style.pointerEvents=It))}},[h,_,n,p]),s(()=>()=>{h&&(p.layers.delete(h),p.layersWithOutsidePointerEventsDisabled.delete(h),Wt())},[h,p]),s(()=>{let e=V(()=>v({}),`handleUpdate`);return document.addEventListener(Nt,e),()=>document.removeEventListener(Nt,e)},[]),b(z.div,{...d,ref:y,style:{pointerEvents:ee?te?`auto`:`none`:void 0,...e.style},onFocusCapture:M(e.onFocusCapture,O.onFocusCapture),onBlurCapture:M(e.onBlurCapture,O.onBlurCapture),onPointerDownCapture:M(e.onPointerDownCapture,D.onPointerDownCapture)})},`DismissableLayer`)),zt=h(V(function(e,t){let n=m(Lt),r=u(null),i=N(t,r);return s(()=>{let e=r.current;if(e)return n.branches.add(e),()=>{n.branches.delete(e)}},[n.branches]),b(z.div,{...e,ref:i})},`DismissableLayerBranch`));function Bt(){let e=m(Lt),[t,n]=f(null);return s(()=>{if(t)return e.dismissableSurfaces.add(t),()=>{e.dismissableSurfaces.delete(t)}},[t,e.dismissableSurfaces]),n}V(Bt,`useDismissableLayerSurface`);var Vt=V(()=>!0,`IS_TRUE`);function Ht(e,t){let{ownerDocument:n=globalThis?.document,deferPointerDownOutside:r=!1,isDeferredPointerDownOutsideRef:i,dismissableSurfaces:a,shouldHandlePointerDownOutside:o=Vt}=t,c=B(e),l=u(!1),d=u(!1),f=u(new Map),p=u(()=>{});return s(()=>{function e(){d.current=!1,i.current=!1,f.current.clear()}V(e,`resetOutsideInteraction`);function t(){return Array.from(f.current.values()).some(Boolean)}V(t,`isOutsideInteractionIntercepted`);function s(e){if(!d.current)return;let t=e.target;t instanceof Node&&[...a].some(e=>e.contains(t))||f.current.set(e.type,!0),e.type===`click`&&window.setTimeout(()=>{d.current&&p.current()},0)}V(s,`handleInteractionCapture`);function u(e){d.current&&f.current.set(e.type,!1)}V(u,`handleInteractionBubble`);let m=V(a=>{if(a.target&&!l.current){let s=function(){n.removeEventListener(`click`,p.current);let r=t();e(),r||Gt(Pt,c,u,{discrete:!0})};if(V(s,`handleAndDispatchPointerDownOutsideEvent`),!o(a.target)){n.removeEventListener(`click`,p.current),e(),l.current=!1;return}let u={originalEvent:a};d.current=!0,i.current=r&&a.button===0,f.current.clear(),!r||a.button!==0?s():(n.removeEventListener(`click`,p.current),p.current=s,n.addEventListener(`click`,p.current,{once:!0}))}else n.removeEventListener(`click`,p.current),e();l.current=!1},`handlePointerDown`),h=[`pointerup`,`mousedown`,`mouseup`,`touchstart`,`touchend`,`click`];for(let e of h)n.addEventListener(e,s,!0),n.addEventListener(e,u);let g=window.setTimeout(()=>{n.addEventListener(`pointerdown`,m)},0);return()=>{window.clearTimeout(g),n.removeEventListener(`pointerdown`,m),n.removeEventListener(`click`,p.current);for(let e of h)n.removeEventListener(e,s,!0),n.removeEventListener(e,u)}},[n,c,r,i,a,o]),{onPointerDownCapture:V(()=>l.current=!0,`onPointerDownCapture`)}}V(Ht,`usePointerDownOutside`);function Ut(e,t=globalThis?.document){let n=B(e),r=u(!1);return s(()=>{let e=V(e=>{e.target&&!r.current&&Gt(Ft,n,{originalEvent:e},{discrete:!1})},`handleFocus`);return t.addEventListener(`focusin`,e),()=>t.removeEventListener(`focusin`,e)},[t,n]),{onFocusCapture:V(()=>r.current=!0,`onFocusCapture`),onBlurCapture:V(()=>r.current=!1,`onBlurCapture`)}}V(Ut,`useFocusOutside`);function Wt(){let e=new CustomEvent(Nt);document.dispatchEvent(e)}V(Wt,`dispatchUpdate`);function Gt(e,t,n,{discrete:r}){let i=n.originalEvent.target,a=new CustomEvent(e,{bubbles:!1,cancelable:!0,detail:n});t&&i.addEventListener(e,t,{once:!0}),r?Ot(i,a):i.dispatchEvent(a)}V(Gt,`handleAndDispatchCustomEvent`);var Kt=Object.defineProperty,H=(e,t)=>Kt(e,`name`,{value:t,configurable:!0}),qt=`focusScope.autoFocusOnMount`,Jt=`focusScope.autoFocusOnUnmount`,Yt={bubbles:!1,cancelable:!0},Xt=h(H(function(e,t){let{loop:n=!1,trapped:r=!1,branches:i,onMountAutoFocus:a,onUnmountAutoFocus:o,...c}=e,[l,d]=f(null),p=B(a),m=B(o),h=u(null),g=N(t,d),_=u(i);s(()=>{_.current=i});let v=T(e=>e?l?.contains(e)?!0:!!_.current?.some(t=>t.contains(e)):!1,[l]),y=u({paused:!1,pause(){this.paused=!0},resume(){this.paused=!1}}).current;s(()=>{if(r){let e=function(e){if(y.paused||!l)return;let t=e.target;v(t)?h.current=t:U(h.current,{select:!0})},t=function(e){if(y.paused||!l)return;let t=e.relatedTarget;t!==null&&(v(t)||U(h.current,{select:!0}))},n=function(e){if(document.activeElement===document.body)for(let t of e)t.removedNodes.length>0&&U(l)};H(e,`handleFocusIn`),H(t,`handleFocusOut`),H(n,`handleMutations`),document.addEventListener(`focusin`,e),document.addEventListener(`focusout`,t);let r=new MutationObserver(n);return l&&r.observe(l,{childList:!0,subtree:!0}),()=>{document.removeEventListener(`focusin`,e),document.removeEventListener(`focusout`,t),r.disconnect()}}},[r,l,y.paused,v]),s(()=>{if(l){cn.add(y);let e=document.activeElement;if(!l.contains(e)){let t=new CustomEvent(qt,Yt);l.addEventListener(qt,p),l.dispatchEvent(t),t.defaultPrevented||(tn(dn(rn(l)),{select:!0}),document.activeElement===e&&U(l))}return()=>{l.removeEventListener(qt,p);let t=l.ownerDocument,n=CustomEvent;setTimeout(()=>{let r=new n(Jt,Yt);l.addEventListener(Jt,m),l.dispatchEvent(r),r.defaultPrevented||U(e??t.body,{select:!0}),l.removeEventListener(Jt,m),cn.remove(y)},0)}}},[l,p,m,y]);let x=T(e=>{if(!n&&!r||y.paused)return;let t=e.key===`Tab`&&!e.altKey&&!e.ctrlKey&&!e.metaKey,i=document.activeElement;if(t&&i){let t=e.currentTarget,[r,a]=nn(t);r&&a?!e.shiftKey&&i===a?(e.preventDefault(),n&&U(r,{select:!0})):e.shiftKey&&i===r&&(e.preventDefault(),n&&U(a,{select:!0})):i===t&&e.preventDefault()}},[n,r,y.paused]);return b(z.div,{tabIndex:-1,...c,ref:g,onKeyDown:x})},`FocusScope`)),Zt=v(null);function Qt({registry:e,children:t}){return e?b(Zt.Provider,{value:e,children:t}):t}H(Qt,`FocusScopeBranchProvider`);function $t(){let[e,t]=f([]);return{nodes:e,registry:o(()=>({add:H(e=>t(t=>t.includes(e)?t:[...t,e]),`add`),remove:H(e=>t(t=>t.filter(t=>t!==e)),`remove`)}),[])}}H($t,`useFocusScopeBranchRegistry`);function en(e){let t=m(Zt);s(()=>{if(e&&t)return t.add(e),()=>t.remove(e)},[e,t])}H(en,`useFocusScopeBranch`);function tn(e,{select:t=!1}={}){let n=document.activeElement;for(let r of e)if(U(r,{select:t}),document.activeElement!==n)return}H(tn,`focusFirst`);function nn(e){let t=rn(e);return[an(t,e),an(t.reverse(),e)]}H(nn,`getTabbableEdges`);function rn(e){let t=[],n=e.ownerDocument.createTreeWalker(e,NodeFilter.SHOW_ELEMENT,{acceptNode:H(e=>{let t=e.tagName===`INPUT`&&e.type===`hidden`;return e.disabled||e.hidden||t?NodeFilter.FILTER_SKIP:e.tabIndex>=0?NodeFilter.FILTER_ACCEPT:NodeFilter.FILTER_SKIP},`acceptNode`)});for(;n.nextNode();)t.push(n.currentNode);return t}H(rn,`getTabbableCandidates`);function an(e,t){let n=typeof t.checkVisibility==`function`&&t.checkVisibility({checkVisibilityCSS:!0});for(let r of e)if(!(n?!r.checkVisibility({checkVisibilityCSS:!0}):on(r,{upTo:t})))return r}H(an,`findVisible`);function on(e,{upTo:t}){if(getComputedStyle(e).visibility===`hidden`)return!0;for(;e;){if(t!==void 0&&e===t)return!1;if(getComputedStyle(e).display===`none`)return!0;e=e.parentElement}return!1}H(on,`isHidden`);function sn(e){return e.tagName===`INPUT`&&typeof e.select==`function`}H(sn,`isSelectableInput`);function U(e,{select:t=!1}={}){if(e&&e.focus){let n=(e.ownerDocument??document).activeElement;e.focus({preventScroll:!0}),e!==n&&sn(e)&&t&&e.select()}}H(U,`focus`);var cn=ln();function ln(){let e=[];return{add(t){let n=e[0];t!==n&&n?.pause(),e=un(e,t),e.unshift(t)},remove(t){e=un(e,t),e[0]?.resume()}}}H(ln,`createFocusScopesStack`);function un(e,t){let n=[...e],r=n.indexOf(t);return r!==-1&&n.splice(r,1),n}H(un,`arrayRemove`);function dn(e){return e.filter(e=>e.tagName!==`A`)}H(dn,`removeLinks`);var fn=Object.defineProperty,pn=h(((e,t)=>fn(e,`name`,{value:t,configurable:!0}))(function(e,t){let{container:n,...r}=e,[i,a]=f(!1);I(()=>a(!0),[]);let o=n||i&&globalThis?.document?.body;return o?te(b(z.div,{...r,ref:t}),o):null},`Portal`)),mn=Object.defineProperty,W=(e,t)=>mn(e,`name`,{value:t,configurable:!0});function hn(e,t){return l((e,n)=>t[e][n]??e,e)}W(hn,`useStateMachine`);var gn=W(e=>{let{present:t,children:n}=e,r=_n(t),i=typeof n==`function`?n({present:r.isPresent}):S.only(n),a=yn(r.ref,bn(i));return typeof n==`function`||r.isPresent?x(i,{ref:a}):null},`Presence`);function _n(e){let[t,n]=f(),r=u(null),i=u(e),a=u(`none`),o=u(void 0),[c,l]=hn(e?`mounted`:`unmounted`,{mounted:{UNMOUNT:`unmounted`,ANIMATION_OUT:`unmountSuspended`},unmountSuspended:{MOUNT:`mounted`,ANIMATION_END:`unmounted`},unmounted:{MOUNT:`mounted`}});return s(()=>{c===`mounted`?(a.current=o.current??G(r.current),o.current=void 0):a.current=`none`},[c]),I(()=>{let t=r.current,n=i.current;if(n!==e){let r=a.current,s=G(t);e?(o.current=s,l(`MOUNT`)):s===`none`||t?.display===`none`?l(`UNMOUNT`):l(n&&r!==s?`ANIMATION_OUT`:`UNMOUNT`),i.current=e}},[e,l]),I(()=>{if(t){let e,n=t.ownerDocument.defaultView??window,o=W(a=>{let o=G(r.current).includes(CSS.escape(a.animationName));if(a.target===t&&o&&(l(`ANIMATION_END`),!i.current)){let r=t.style.animationFillMode;t.style.animationFillMode=`forwards`,e=n.setTimeout(()=>{t.style.animationFillMode===`forwards`&&(t.style.animationFillMode=r)})}},`handleAnimationEnd`),s=W(e=>{e.target===t&&(a.current=G(r.current))},`handleAnimationStart`);return t.addEventListener(`animationstart`,s),t.addEventListener(`animationcancel`,o),t.addEventListener(`animationend`,o),()=>{n.clearTimeout(e),t.removeEventListener(`animationstart`,s),t.removeEventListener(`animationcancel`,o),t.removeEventListener(`animationend`,o)}}l(`ANIMATION_END`)},[t,l]),{isPresent:[`mounted`,`unmountSuspended`].includes(c),ref:T(e=>{if(e){let t=getComputedStyle(e);r.current=t,o.current=G(t)}else r.current=null;n(e)},[])}}W(_n,`usePresence`);function vn(e,t){if(typeof e==`function`)return e(t);e!=null&&(e.current=t)}W(vn,`setRef`);function yn(...e){let t=u(e);return t.current=e,T(e=>{let n=t.current,r=!1,i=n.map(t=>{let n=vn(t,e);return!r&&typeof n==`function`&&(r=!0),n});if(r)return()=>{for(let e=0;e<i.length;e++){let t=i[e];typeof t==`function`?t():vn(n[e],null)}}},[])}W(yn,`useStableComposedRefs`);function G(e){return e?.animationName||`none`}W(G,`getAnimationName`);function bn(e){let t=Object.getOwnPropertyDescriptor(e.props,`ref`)?.get,n=t&&`isReactWarning`in t&&t.isReactWarning;return n?e.ref:(t=Object.getOwnPropertyDescriptor(e,`ref`)?.get,n=t&&`isReactWarning`in t&&t.isReactWarning,n?e.props.ref:e.props.ref||e.ref)}W(bn,`getElementRef`);var xn=Object.defineProperty,Sn=(e,t)=>xn(e,`name`,{value:t,configurable:!0}),Cn=0,wn=null;function Tn(e){return En(),e.children}Sn(Tn,`FocusGuards`);function En(){s(()=>{wn||={start:Dn(),end:Dn()};let{start:e,end:t}=wn;return document.body.firstElementChild!==e&&document.body.insertAdjacentElement(`afterbegin`,e),document.body.lastElementChild!==t&&document.body.insertAdjacentElement(`beforeend`,t),Cn++,()=>{Cn===1&&(wn?.start.remove(),wn?.end.remove(),wn=null),Cn=Math.max(0,Cn-1)}},[])}Sn(En,`useFocusGuards`);function Dn(){let e=document.createElement(`span`);return e.setAttribute(`data-radix-focus-guard`,``),e.tabIndex=0,e.style.outline=`none`,e.style.opacity=`0`,e.style.position=`fixed`,e.style.pointerEvents=`none`,e}Sn(Dn,`createFocusGuard`);var K=function(){return K=Object.assign||function(e){for(var t,n=1,r=arguments.length;n<r;n++)for(var i in t=arguments[n],t)Object.prototype.hasOwnProperty.call(t,i)&&(e[i]=t[i]);return e},K.apply(this,arguments)};function On(e,t){var n={};for(var r in e)Object.prototype.hasOwnProperty.call(e,r)&&t.indexOf(r)<0&&(n[r]=e[r]);if(e!=null&&typeof Object.getOwnPropertySymbols==`function`)for(var i=0,r=Object.getOwnPropertySymbols(e);i<r.length;i++)t.indexOf(r[i])<0&&Object.prototype.propertyIsEnumerable.call(e,r[i])&&(n[r[i]]=e[r[i]]);return n}function kn(e,t,n){if(n||arguments.length===2)for(var r=0,i=t.length,a;r<i;r++)(a||!(r in t))&&(a||=Array.prototype.slice.call(t,0,r),a[r]=t[r]);return e.concat(a||Array.prototype.slice.call(t))}var An=`right-scroll-bar-position`,jn=`width-before-scroll-bar`,Mn=`with-scroll-bars-hidden`,Nn=`--removed-body-scroll-bar-size`;function Pn(e,t){return typeof e==`function`?e(t):e&&(e.current=t),e}function Fn(e,t){var n=f(function(){return{value:e,callback:t,facade:{get current(){return n.value},set current(e){var t=n.value;t!==e&&(n.value=e,n.callback(e,t))}}}})[0];return n.callback=t,n.facade}var In=typeof window<`u`?y:s,Ln=new WeakMap;function Rn(e,t){var n=Fn(t||null,function(t){return e.forEach(function(e){return Pn(e,t)})});return In(function(){var t=Ln.get(n);if(t){var r=new Set(t),i=new Set(e),a=n.current;r.forEach(function(e){i.has(e)||Pn(e,null)}),i.forEach(function(e){r.has(e)||Pn(e,a)})}Ln.set(n,e)},[e]),n}function zn(e){return e}function Bn(e,t){t===void 0&&(t=zn);var n=[],r=!1;return{read:function(){if(r)throw Error("Sidecar: could not `read` from an `assigned` medium. `read` could be used only with `useMedium`.");return n.length?n[n.length-1]:e},useMedium:function(e){var i=t(e,r);return n.push(i),function(){n=n.filter(function(e){return e!==i})}},assignSyncMedium:function(e){for(r=!0;n.length;){var t=n;n=[],t.forEach(e)}n={push:function(t){return e(t)},filter:function(){return n}}},assignMedium:function(e){r=!0;var t=[];if(n.length){var i=n;n=[],i.forEach(e),t=n}var a=function(){var n=t;t=[],n.forEach(e)},o=function(){return Promise.resolve().then(a)};o(),n={push:function(e){t.push(e),o()},filter:function(e){return t=t.filter(e),n}}}}}function Vn(e){e===void 0&&(e={});var t=Bn(null);return t.options=K({async:!0,ssr:!1},e),t}var Hn=function(e){var t=e.sideCar,n=On(e,[`sideCar`]);if(!t)throw Error("Sidecar: please provide `sideCar` property to import the right car");var r=t.read();if(!r)throw Error(`Sidecar medium not found`);return _(r,K({},n))};Hn.isSideCarExport=!0;function Un(e,t){return e.useMedium(t),Hn}var Wn=Vn(),Gn=function(){},Kn=h(function(e,t){var n=u(null),r=f({onScrollCapture:Gn,onWheelCapture:Gn,onTouchMoveCapture:Gn}),i=r[0],a=r[1],o=e.forwardProps,s=e.children,l=e.className,d=e.removeScrollBar,p=e.enabled,m=e.shards,h=e.sideCar,g=e.noRelative,v=e.noIsolation,y=e.inert,b=e.allowPinchZoom,C=e.as,w=C===void 0?`div`:C,T=e.gapMode,ee=On(e,[`forwardProps`,`children`,`className`,`removeScrollBar`,`enabled`,`shards`,`sideCar`,`noRelative`,`noIsolation`,`inert`,`allowPinchZoom`,`as`,`gapMode`]),te=h,E=Rn([n,t]),D=K(K({},ee),i);return _(c,null,p&&_(te,{sideCar:Wn,removeScrollBar:d,shards:m,noRelative:g,noIsolation:v,inert:y,setCallbacks:a,allowPinchZoom:!!b,lockRef:n,gapMode:T}),o?x(S.only(s),K(K({},D),{ref:E})):_(w,K({},D,{className:l,ref:E}),s))});Kn.defaultProps={enabled:!0,removeScrollBar:!0,inert:!1},Kn.classNames={fullWidth:jn,zeroRight:An};var qn=function(){if(typeof __webpack_nonce__<`u`)return __webpack_nonce__};function Jn(){if(!document)return null;var e=document.createElement(`style`);e.type=`text/css`;var t=qn();return t&&e.setAttribute(`nonce`,t),e}function Yn(e,t){e.styleSheet?e.styleSheet.cssText=t:e.appendChild(document.createTextNode(t))}function Xn(e){(document.head||document.getElementsByTagName(`head`)[0]).appendChild(e)}var Zn=function(){var e=0,t=null;return{add:function(n){e==0&&(t=Jn())&&(Yn(t,n),Xn(t)),e++},remove:function(){e--,!e&&t&&(t.parentNode&&t.parentNode.removeChild(t),t=null)}}},Qn=function(){var e=Zn();return function(t,n){s(function(){return e.add(t),function(){e.remove()}},[t&&n])}},$n=function(){var e=Qn();return function(t){var n=t.styles,r=t.dynamic;return e(n,r),null}},er={left:0,top:0,right:0,gap:0},tr=function(e){return parseInt(e||``,10)||0},nr=function(e){var t=window.getComputedStyle(document.body),n=t[e===`padding`?`paddingLeft`:`marginLeft`],r=t[e===`padding`?`paddingTop`:`marginTop`],i=t[e===`padding`?`paddingRight`:`marginRight`];return[tr(n),tr(r),tr(i)]},rr=function(e){if(e===void 0&&(e=`margin`),typeof window>`u`)return er;var t=nr(e),n=document.documentElement.clientWidth,r=window.innerWidth;return{left:t[0],top:t[1],right:t[2],gap:Math.max(0,r-n+t[2]-t[0])}},ir=$n(),ar=`data-scroll-locked`,or=function(e,t,n,r){var i=e.left,a=e.top,o=e.right,s=e.gap;return n===void 0&&(n=`margin`),`
  .${Mn} {
   overflow: hidden ${r};
   padding-right: ${s}px ${r};
  }
  body[${ar}] {
    overflow: hidden ${r};
    overscroll-behavior: contain;
    ${[t&&`position: relative ${r};`,n===`margin`&&`
    padding-left: ${i}px;
    padding-top: ${a}px;
    padding-right: ${o}px;
    margin-left:0;
    margin-top:0;
    margin-right: ${s}px ${r};
    `,n===`padding`&&`padding-right: ${s}px ${r};`].filter(Boolean).join(``)}
  }
  
  .${An} {
    right: ${s}px ${r};
  }
  
  .${jn} {
    margin-right: ${s}px ${r};
  }
  
  .${An} .${An} {
    right: 0 ${r};
  }
  
  .${jn} .${jn} {
    margin-right: 0 ${r};
  }
  
  body[${ar}] {
    ${Nn}: ${s}px;
  }
`},sr=function(){var e=parseInt(document.body.getAttribute(`data-scroll-locked`)||`0`,10);return isFinite(e)?e:0},cr=function(){s(function(){return document.body.setAttribute(ar,(sr()+1).toString()),function(){var e=sr()-1;e<=0?document.body.removeAttribute(ar):document.body.setAttribute(ar,e.toString())}},[])},lr=function(e){var t=e.noRelative,n=e.noImportant,r=e.gapMode,i=r===void 0?`margin`:r;cr();var a=o(function(){return rr(i)},[i]);return _(ir,{styles:or(a,!t,i,n?``:`!important`)})},ur=!1;if(typeof window<`u`)try{var dr=Object.defineProperty({},"passive",{get:function(){return ur=!0,!0}});window.addEventListener(`test`,dr,dr),window.removeEventListener(`test`,dr,dr)}catch{ur=!1}var fr=ur?{passive:!1}:!1,pr=function(e){return e.tagName===`TEXTAREA`},mr=function(e,t){if(!(e instanceof Element))return!1;var n=window.getComputedStyle(e);return n[t]!==`hidden`&&!(n.overflowY===n.overflowX&&!pr(e)&&n[t]===`visible`)},hr=function(e){return mr(e,`overflowY`)},gr=function(e){return mr(e,`overflowX`)},_r=function(e,t){var n=t.ownerDocument,r=t;do{if(typeof ShadowRoot<`u`&&r instanceof ShadowRoot&&(r=r.host),br(e,r)){var i=xr(e,r);if(i[1]>i[2])return!0}r=r.parentNode}while(r&&r!==n.body);return!1},vr=function(e){return[e.scrollTop,e.scrollHeight,e.clientHeight]},yr=function(e){return[e.scrollLeft,e.scrollWidth,e.clientWidth]},br=function(e,t){return e===`v`?hr(t):gr(t)},xr=function(e,t){return e===`v`?vr(t):yr(t)},Sr=function(e,t){return e===`h`&&t===`rtl`?-1:1},Cr=function(e,t,n,r,i){var a=Sr(e,window.getComputedStyle(t).direction),o=a*r,s=n.target,c=t.contains(s),l=!1,u=o>0,d=0,f=0;do{if(!s)break;var p=xr(e,s),m=p[0],h=p[1]-p[2]-a*m;(m||h)&&br(e,s)&&(d+=h,f+=m);var g=s.parentNode;s=g&&g.nodeType===Node.DOCUMENT_FRAGMENT_NODE?g.host:g}while(!c&&s!==document.body||c&&(t.contains(s)||t===s));return(u&&(i&&Math.abs(d)<1||!i&&o>d)||!u&&(i&&Math.abs(f)<1||!i&&-o>f))&&(l=!0),l},wr=function(e){return`changedTouches`in e?[e.changedTouches[0].clientX,e.changedTouches[0].clientY]:[0,0]},Tr=function(e){return[e.deltaX,e.deltaY]},Er=function(e){return e&&`current`in e?e.current:e},Dr=function(e,t){return e[0]===t[0]&&e[1]===t[1]},Or=function(e){return`
  .block-interactivity-${e} {pointer-events: none;}
  .allow-interactivity-${e} {pointer-events: all;}
`},kr=0,Ar=[];function jr(e){var t=u([]),n=u([0,0]),r=u(),i=f(kr++)[0],a=f($n)[0],o=u(e);s(function(){o.current=e},[e]),s(function(){if(e.inert){document.body.classList.add(`block-interactivity-${i}`);var t=kn([e.lockRef.current],(e.shards||[]).map(Er),!0).filter(Boolean);return t.forEach(function(e){return e.classList.add(`allow-interactivity-${i}`)}),function(){document.body.classList.remove(`block-interactivity-${i}`),t.forEach(function(e){return e.classList.remove(`allow-interactivity-${i}`)})}}},[e.inert,e.lockRef.current,e.shards]);var l=T(function(e,t){if(`touches`in e&&e.touches.length===2||e.type===`wheel`&&e.ctrlKey)return!o.current.allowPinchZoom;var i=wr(e),a=n.current,s=`deltaX`in e?e.deltaX:a[0]-i[0],c=`deltaY`in e?e.deltaY:a[1]-i[1],l,u=e.target,d=Math.abs(s)>Math.abs(c)?`h`:`v`;if(`touches`in e&&d===`h`&&u.type===`range`)return!1;var f=window.getSelection(),p=f&&f.anchorNode;if(p&&(p===u||p.contains(u)))return!1;var m=_r(d,u);if(!m)return!0;if(m?l=d:(l=d===`v`?`h`:`v`,m=_r(d,u)),!m)return!1;if(!r.current&&`changedTouches`in e&&(s||c)&&(r.current=l),!l)return!0;var h=r.current||l;return Cr(h,t,e,h===`h`?s:c,!0)},[]),d=T(function(e){var n=e;if(Ar.length&&Ar[Ar.length-1]===a){var r=`deltaY`in n?Tr(n):wr(n),i=t.current.filter(function(e){return e.name===n.type&&(e.target===n.target||n.target===e.shadowParent)&&Dr(e.delta,r)})[0];if(i&&i.should)n.cancelable&&n.preventDefault();else if(!i){var s=(o.current.shards||[]).map(Er).filter(Boolean).filter(function(e){return e.contains(n.target)});(s.length>0?l(n,s[0]):!o.current.noIsolation)&&n.cancelable&&n.preventDefault()}}},[]),p=T(function(e,n,r,i){var a={name:e,delta:n,target:r,should:i,shadowParent:Mr(r)};t.current.push(a),setTimeout(function(){t.current=t.current.filter(function(e){return e!==a})},1)},[]),m=T(function(e){n.current=wr(e),r.current=void 0},[]),h=T(function(t){p(t.type,Tr(t),t.target,l(t,e.lockRef.current))},[]),g=T(function(t){p(t.type,wr(t),t.target,l(t,e.lockRef.current))},[]);s(function(){return Ar.push(a),e.setCallbacks({onScrollCapture:h,onWheelCapture:h,onTouchMoveCapture:g}),document.addEventListener(`wheel`,d,fr),document.addEventListener(`touchmove`,d,fr),document.addEventListener(`touchstart`,m,fr),function(){Ar=Ar.filter(function(e){return e!==a}),document.removeEventListener(`wheel`,d,fr),document.removeEventListener(`touchmove`,d,fr),document.removeEventListener(`touchstart`,m,fr)}},[]);var v=e.removeScrollBar,y=e.inert;return _(c,null,y?_(a,{styles:Or(i)}):null,v?_(lr,{noRelative:e.noRelative,gapMode:e.gapMode}):null)}function Mr(e){for(var t=null;e!==null;)e instanceof ShadowRoot&&(t=e.host,e=e.host),e=e.parentNode;return t}var Nr=Un(Wn,jr),Pr=h(function(e,t){return _(Kn,K({},e,{ref:t,sideCar:Nr}))});Pr.classNames=Kn.classNames;var Fr=function(e){return typeof document>`u`?null:(Array.isArray(e)?e[0]:e).ownerDocument.body},Ir=new WeakMap,Lr=new WeakMap,Rr={},zr=0,Br=function(e){return e&&(e.host||Br(e.parentNode))},Vr=function(e,t){return t.map(function(t){if(e.contains(t))return t;var n=Br(t);return n&&e.contains(n)?n:(console.error(`aria-hidden`,t,`in not contained inside`,e,`. Doing nothing`),null)}).filter(function(e){return!!e})},Hr=function(e,t,n,r){var i=Vr(t,Array.isArray(e)?e:[e]);Rr[n]||(Rr[n]=new WeakMap);var a=Rr[n],o=[],s=new Set,c=new Set(i),l=function(e){e&&!s.has(e)&&(s.add(e),l(e.parentNode))};i.forEach(l);var u=function(e){e&&!c.has(e)&&Array.prototype.forEach.call(e.children,function(e){if(s.has(e))u(e);else try{var t=e.getAttribute(r),i=t!==null&&t!==`false`,c=(Ir.get(e)||0)+1,l=(a.get(e)||0)+1;Ir.set(e,c),a.set(e,l),o.push(e),c===1&&i&&Lr.set(e,!0),l===1&&e.setAttribute(n,`true`),i||e.setAttribute(r,`true`)}catch(t){console.error(`aria-hidden: cannot operate on `,e,t)}})};return u(t),s.clear(),zr++,function(){o.forEach(function(e){var t=Ir.get(e)-1,i=a.get(e)-1;Ir.set(e,t),a.set(e,i),t||(Lr.has(e)||e.removeAttribute(r),Lr.delete(e)),i||e.removeAttribute(n)}),zr--,zr||(Ir=new WeakMap,Ir=new WeakMap,Lr=new WeakMap,Rr={})}},Ur=function(e,t,n){n===void 0&&(n=`data-aria-hidden`);var r=Array.from(Array.isArray(e)?e:[e]),i=t||Fr(e);return i?(r.push.apply(r,Array.from(i.querySelectorAll(`[aria-live], script`))),Hr(r,i,n,`aria-hidden`)):function(){return null}},Wr=Object.defineProperty,q=(e,t)=>Wr(e,`name`,{value:t,configurable:!0}),Gr=`Dialog`,[Kr,qr]=F(Gr),[Jr,J]=Kr(Gr),Yr=q(e=>{let{__scopeDialog:t,children:n,open:r,defaultOpen:i,onOpenChange:a,modal:o=!0}=e,s=u(null),c=u(null),{nodes:l,registry:d}=$t(),[p,m]=ot({prop:r,defaultProp:i??!1,onChange:a,caller:Gr}),[h,g]=f(0),[_,v]=f(0);return b(Jr,{scope:t,triggerRef:s,contentRef:c,contentId:Ze(),titleId:Ze(),descriptionId:Ze(),titlePresent:h>0,descriptionPresent:_>0,setTitleCount:g,setDescriptionCount:v,open:p,onOpenChange:m,onOpenToggle:T(()=>m(e=>!e),[m]),modal:o,branchNodes:l,branchRegistry:d,children:n})},`Dialog`),Xr=`DialogPortal`,[Zr,Qr]=Kr(Xr,{forceMount:void 0}),$r=q(e=>{let{__scopeDialog:t,forceMount:n,children:r,container:i}=e,a=J(Xr,t);return b(Zr,{scope:t,forceMount:n,children:S.map(r,e=>b(gn,{present:n||a.open,children:b(pn,{asChild:!0,container:i,children:e})}))})},`DialogPortal`),ei=`DialogOverlay`,ti=h(q(function(e,t){let n=Qr(ei,e.__scopeDialog),{forceMount:r=n.forceMount,...i}=e,a=J(ei,e.__scopeDialog);return a.modal?b(gn,{present:r||a.open,children:b(ri,{...i,ref:t})}):null},`DialogOverlay`)),ni=R(`DialogOverlay.RemoveScroll`),ri=h(q(function(e,t){let{__scopeDialog:n,...r}=e,i=J(ei,n),a=N(t,Bt());return b(Pr,{as:ni,allowPinchZoom:!0,shards:o(()=>[i.contentRef,...i.branchNodes.map(e=>({current:e}))],[i.contentRef,i.branchNodes]),children:b(z.div,{"data-state":mi(i.open),...r,ref:a,style:{pointerEvents:`auto`,...r.style}})})},`DialogOverlayImpl`)),ii=`DialogContent`,ai=h(q(function(e,t){let n=Qr(ii,e.__scopeDialog),{forceMount:r=n.forceMount,...i}=e,a=J(ii,e.__scopeDialog);return b(gn,{present:r||a.open,children:a.modal?b(oi,{...i,ref:t}):b(si,{...i,ref:t})})},`DialogContent`)),oi=h(q(function(e,t){let n=J(ii,e.__scopeDialog),r=u(null),i=N(t,n.contentRef,r);return s(()=>{let e=r.current;if(e)return Ur(e)},[]),b(ci,{...e,ref:i,trapFocus:n.open,disableOutsidePointerEvents:n.open,onCloseAutoFocus:M(e.onCloseAutoFocus,e=>{e.preventDefault(),n.triggerRef.current?.focus()}),onPointerDownOutside:M(e.onPointerDownOutside,e=>{let t=e.detail.originalEvent,n=t.button===0&&t.ctrlKey===!0;(t.button===2||n)&&e.preventDefault()}),onFocusOutside:M(e.onFocusOutside,e=>e.preventDefault())})},`DialogContentModal`)),si=h(q(function(e,t){let n=J(ii,e.__scopeDialog),r=u(!1),i=u(!1);return b(ci,{...e,ref:t,trapFocus:!1,disableOutsidePointerEvents:!1,onCloseAutoFocus:t=>{e.onCloseAutoFocus?.(t),t.defaultPrevented||(r.current||n.triggerRef.current?.focus(),t.preventDefault()),r.current=!1,i.current=!1},onInteractOutside:t=>{e.onInteractOutside?.(t),t.defaultPrevented||(r.current=!0,t.detail.originalEvent.type===`pointerdown`&&(i.current=!0));let a=t.target;n.triggerRef.current?.contains(a)&&t.preventDefault(),t.detail.originalEvent.type===`focusin`&&i.current&&t.preventDefault()}})},`DialogContentNonModal`)),ci=h(q(function(e,t){let{__scopeDialog:n,trapFocus:r,onOpenAutoFocus:i,onCloseAutoFocus:a,"aria-describedby":o,children:s,...c}=e,l=J(ii,n);return En(),b(Qt,{registry:l.branchRegistry,children:b(Xt,{asChild:!0,loop:!0,trapped:r,branches:l.branchNodes,onMountAutoFocus:i,onUnmountAutoFocus:a,children:b(Rt,{role:`dialog`,id:l.contentId,"aria-labelledby":l.titlePresent?l.titleId:void 0,"aria-describedby":l.descriptionPresent?pi(o,l.descriptionId):o,"data-state":mi(l.open),...c,ref:t,deferPointerDownOutside:!0,onDismiss:()=>l.onOpenChange(!1),children:s})})})},`DialogContentImpl`)),li=h(q(function(e,t){let{__scopeDialog:n,...r}=e,i=J(`DialogTitle`,n),{setTitleCount:a}=i;return I(()=>(a(e=>e+1),()=>a(e=>e-1)),[a]),b(z.h2,{id:i.titleId,...r,ref:t})},`DialogTitle`)),ui=h(q(function(e,t){let{__scopeDialog:n,...r}=e,i=J(`DialogDescription`,n),{setDescriptionCount:a}=i;return I(()=>(a(e=>e+1),()=>a(e=>e-1)),[a]),b(z.p,{id:i.descriptionId,...r,ref:t})},`DialogDescription`)),di=`DialogClose`,fi=h(q(function(e,t){let{__scopeDialog:n,...r}=e,i=J(di,n);return b(z.button,{type:`button`,...r,ref:t,onClick:M(e.onClick,()=>i.onOpenChange(!1))})},`DialogClose`));function pi(...e){let t=new Set;for(let n of e)if(typeof n==`string`)for(let e of String(n).trim().split(/\s+/))e&&t.add(e);return t.size>0?Array.from(t).join(` `):void 0}q(pi,`concatAriaDescribedby`);function mi(e){return e?`open`:`closed`}q(mi,`getState`);function Y(e,t=!1){return function({size:n=24,className:r}){return b(`svg`,{className:r,width:n,height:n,viewBox:`0 0 24 24`,fill:t?`currentColor`:`none`,stroke:t?`none`:`currentColor`,strokeWidth:2,strokeLinecap:`round`,strokeLinejoin:`round`,"aria-hidden":`true`,focusable:`false`,children:e})}}var hi=Y(b(`path`,{d:`M12 21s-7.6-4.7-10.1-9.3C.4 8.8 1.9 4.9 5.6 4.2 8 3.7 10.2 4.9 12 7.1c1.8-2.2 4-3.4 6.4-2.9 3.7.7 5.2 4.6 3.7 7.5C19.6 16.3 12 21 12 21z`}),!0),gi=Y(b(`path`,{d:`M12 20s-7-4.4-9.3-8.6C1.3 8.7 2.7 5.3 6 4.7c2.1-.4 4.1.7 6 2.8 1.9-2.1 3.9-3.2 6-2.8 3.3.6 4.7 4 3.3 6.7C19 15.6 12 20 12 20z`})),_i=Y(b(`path`,{d:`M6 6l12 12M18 6L6 18`})),vi=Y(b(`path`,{d:`M19 12H5M11 18l-6-6 6-6`})),yi=Y(b(`path`,{d:`M6 9l6 6 6-6`})),bi=Y(C(g,{children:[b(`circle`,{cx:`12`,cy:`12`,r:`9`}),b(`path`,{d:`M15.5 8.5l-2 5-5 2 2-5z`})]})),xi=Y(C(g,{children:[b(`circle`,{cx:`12`,cy:`8`,r:`4`}),b(`path`,{d:`M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6`})]})),Si=Y(b(`path`,{d:`M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z`})),Ci=Y(b(`path`,{d:`M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3`})),wi=Y(b(`path`,{d:`M12 5v14M5 12h14`})),Ti=Y(C(g,{children:[b(`path`,{d:`M4 8h3l2-3h6l2 3h3v11H4z`}),b(`circle`,{cx:`12`,cy:`13`,r:`3.5`})]})),Ei=Y(b(`path`,{d:`M3 18h18M4 8l4 4 4-7 4 7 4-4-2 10H6z`})),Di=Y(C(g,{children:[b(`rect`,{x:`3`,y:`3`,width:`18`,height:`18`,rx:`5`}),b(`circle`,{cx:`12`,cy:`12`,r:`4`}),b(`circle`,{cx:`17.5`,cy:`6.5`,r:`0.6`,fill:`currentColor`})]})),Oi=Y(C(g,{children:[b(`path`,{d:`M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z`}),b(`circle`,{cx:`12`,cy:`9.5`,r:`2.5`})]})),ki=Y(b(`path`,{d:`M5 12.5l4.5 4.5L19 7`}));function Ai({open:e,onOpenChange:t,title:n,description:r,children:i}){let a=u(null);return b(Yr,{open:e,onOpenChange:t,children:C($r,{children:[b(ji,{}),C(Mi,{...r?{}:{"aria-describedby":void 0},onOpenAutoFocus:()=>{a.current=document.activeElement instanceof HTMLElement?document.activeElement:null},onCloseAutoFocus:e=>{a.current?.isConnected&&(e.preventDefault(),a.current.focus())},children:[C(Ni,{children:[b(Pi,{children:n}),b(fi,{asChild:!0,children:b(Ii,{"aria-label":`Close`,children:b(_i,{size:20})})})]}),r&&b(Fi,{children:r}),i]})]})})}var ji=r(ti)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${E.color.overlay};
`,Mi=r(ai)`
  position: fixed;
  z-index: 41;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: min(358px, calc(100vw - 32px));
  max-height: calc(100dvh - 48px);
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${E.space.md};
  padding: ${E.space.lg};
  border-radius: ${E.radius.lg};
  background: ${E.color.surface};
  box-shadow: ${E.shadow.raised};
  &:focus {
    outline: none;
  }
`,Ni=r.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${E.space.md};
`,Pi=r(li)`
  font-family: ${E.font.display};
  font-size: ${E.size.lg};
  font-weight: 800;
`,Fi=r(ui)`
  color: ${E.color.muted};
  font-size: ${E.size.sm};
`,Ii=r.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: ${E.color.tint};
  color: ${E.color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${E.color.focus};
  }
`,Li=Object.defineProperty,X=(e,t)=>Li(e,`name`,{value:t,configurable:!0});function Ri(e){let t=e+`CollectionProvider`,[n,r]=F(t),[i,a]=n(t,{collectionRef:{current:null},itemMap:new Map}),o=X(e=>{let{scope:t,children:n}=e,r=u(null),a=u(new Map).current;return b(i,{scope:t,itemMap:a,collectionRef:r,children:n})},`CollectionProvider`);o.displayName=t;let c=e+`CollectionSlot`,l=R(c),d=h((e,t)=>{let{scope:n,children:r}=e,i=N(t,a(c,n).collectionRef);return b(l,{ref:i,children:r})});d.displayName=c;let f=e+`CollectionItemSlot`,p=`data-radix-collection-item`,m=R(f),g=h((e,t)=>{let{scope:n,children:r,...i}=e,o=u(null),c=N(t,o),l=a(f,n);return s(()=>(l.itemMap.set(o,{ref:o,...i}),()=>void l.itemMap.delete(o))),b(m,{[p]:``,ref:c,children:r})});g.displayName=f;function _(t){let n=a(e+`CollectionConsumer`,t);return T(()=>{let e=n.collectionRef.current;if(!e)return[];let t=Array.from(e.querySelectorAll(`[${p}]`));return Array.from(n.itemMap.values()).sort((e,n)=>t.indexOf(e.ref.current)-t.indexOf(n.ref.current))},[n.collectionRef,n.itemMap])}return X(_,`useCollection`),[{Provider:o,Slot:d,ItemSlot:g},_,r]}X(Ri,`createCollection`);var zi=new WeakMap,Bi=class e extends Map{static{X(this,`OrderedDict`)}#e;constructor(e){super(e),this.#e=[...super.keys()],zi.set(this,!0)}set(e,t){return zi.get(this)&&!this.has(e)&&this.#e.push(e),super.set(e,t),this}insert(e,t,n){let r=this.has(t),i=r?this.size:this.size+1,a=Ui(e),o=a>=0?Math.min(a,i-1):Math.max(i+a,0);if(r?this.#e.indexOf(t)===o:o===this.size)return this.set(t,n),this;let s=this.#e.filter(e=>e!==t);s.splice(o,0,t);let c=s.map(e=>[e,e===t?n:this.get(e)]);this.clear();for(let[e,t]of c)this.set(e,t);return this}with(t,n,r){let i=new e(this);return i.insert(t,n,r),i}before(e){let t=this.#e.indexOf(e)-1;if(!(t<0))return this.entryAt(t)}setBefore(e,t,n){let r=this.#e.indexOf(e);if(r===-1)return this;let i=this.#e.indexOf(t),a=i!==-1&&i<r?r-1:r;return this.insert(a,t,n)}after(e){let t=this.#e.indexOf(e);if(t=t===-1||t===this.size-1?-1:t+1,t!==-1)return this.entryAt(t)}setAfter(e,t,n){let r=this.#e.indexOf(e);if(r===-1)return this;let i=this.#e.indexOf(t),a=i!==-1&&i<=r?r:r+1;return this.insert(a,t,n)}first(){return this.entryAt(0)}last(){return this.entryAt(-1)}clear(){return this.#e=[],super.clear()}delete(e){let t=super.delete(e);return t&&this.#e.splice(this.#e.indexOf(e),1),t}deleteAt(e){let t=this.keyAt(e);return t!==void 0&&this.delete(t)}at(e){let t=Vi(this.#e,e);if(t!==void 0)return this.get(t)}entryAt(e){let t=Vi(this.#e,e);if(t!==void 0)return[t,this.get(t)]}indexOf(e){return this.#e.indexOf(e)}keyAt(e){return Vi(this.#e,e)}from(e,t){let n=this.indexOf(e);if(n===-1)return;let r=n+t;return r<0&&(r=0),r>=this.size&&(r=this.size-1),this.at(r)}keyFrom(e,t){let n=this.indexOf(e);if(n===-1)return;let r=n+t;return r<0&&(r=0),r>=this.size&&(r=this.size-1),this.keyAt(r)}find(e,t){let n=0;for(let r of this){if(Reflect.apply(e,t,[r,n,this]))return r;n++}}findIndex(e,t){let n=0;for(let r of this){if(Reflect.apply(e,t,[r,n,this]))return n;n++}return-1}filter(t,n){let r=[],i=0;for(let e of this)Reflect.apply(t,n,[e,i,this])&&r.push(e),i++;return new e(r)}map(t,n){let r=[],i=0;for(let e of this)r.push([e[0],Reflect.apply(t,n,[e,i,this])]),i++;return new e(r)}reduce(...e){let[t,n]=e,r=e.length>1;if(!r&&this.size===0)throw TypeError(`Reduce of empty OrderedDict with no initial value`);let i=0,a=n;for(let e of this)a=i===0&&!r?e:Reflect.apply(t,this,[a,e,i,this]),i++;return a}reduceRight(...e){let[t,n]=e,r=e.length>1;if(!r&&this.size===0)throw TypeError(`Reduce of empty OrderedDict with no initial value`);let i=n;for(let e=this.size-1;e>=0;e--){let n=this.entryAt(e);i=e===this.size-1&&!r?n:Reflect.apply(t,this,[i,n,e,this])}return i}sort(e){if(typeof e!=`function`)throw TypeError(`OrderedDict.sort requires a compare function`);let t=[...this.entries()].sort(e);this.clear();for(let[e,n]of t)this.set(e,n);return this}toSorted(t){if(typeof t!=`function`)throw TypeError(`OrderedDict.toSorted requires a compare function`);let n=[...this.entries()].sort(t);return new e(n)}toReversed(){let t=new e;for(let e=this.size-1;e>=0;e--){let n=this.keyAt(e),r=this.get(n);t.set(n,r)}return t}toSpliced(...t){let n=[...this.entries()];return n.splice(...t),new e(n)}slice(t,n){let r=new e;for(let e of this.#e.slice(t,n))r.set(e,this.get(e));return r}every(e,t){let n=0;for(let r of this){if(!Reflect.apply(e,t,[r,n,this]))return!1;n++}return!0}some(e,t){let n=0;for(let r of this){if(Reflect.apply(e,t,[r,n,this]))return!0;n++}return!1}};function Vi(e,t){if(`at`in Array.prototype)return Array.prototype.at.call(e,t);let n=Hi(e,t);return n===-1?void 0:e[n]}X(Vi,`at`);function Hi(e,t){let n=e.length,r=Ui(t),i=r>=0?r:n+r;return i<0||i>=n?-1:i}X(Hi,`toSafeIndex`);function Ui(e){return e!==e||e===0?0:Math.trunc(e)}X(Ui,`toSafeInteger`);function Wi(e){let t=e+`CollectionProvider`,[n,r]=F(t),[i,a]=n(t);i.displayName=e+`CollectionStableContextProvider`;let[o,c]=n(t);o.displayName=e+`CollectionStatefulContextProvider`;let l=X(({state:e,...t})=>e?b(p,{...t,state:e}):b(d,{...t}),`CollectionProvider`);l.displayName=t;let d=X(e=>{let t=S();return b(p,{...e,state:t})},`CollectionInit`);d.displayName=e+`CollectionInit`;let p=X(e=>{let{scope:t,children:n,state:r}=e,a=u(null),[c,l]=f(null),d=N(a,l),[p,m]=r,h=u(new Bi),g=T(()=>{let e=h.current;return qi(e)||e.sort(Ji),e},[]);return s(()=>{if(!c)return;let e=Yi(()=>{m(e=>{let t=e.toSorted(Ji);return t.some(([t],n)=>e.keyAt(n)!==t)?t:e})});return e.observe(c,{childList:!0,subtree:!0}),()=>{e.disconnect()}},[c,m]),b(i,{scope:t,collectionElementRef:d,collectionElementRefObject:a,getCollection:g,setCollection:m,registryRef:h,children:b(o,{scope:t,collectionElement:c,collection:p,children:n})})},`CollectionProviderImpl`);p.displayName=e+`CollectionProviderImpl`;let m=e+`CollectionSlot`,g=R(m),_=h((e,t)=>{let{scope:n,children:r}=e,i=N(t,a(m,n).collectionElementRef);return b(g,{ref:i,children:r})});_.displayName=m;let v=e+`CollectionItemSlot`,y=R(v),x=h((e,t)=>{let{scope:n,children:r,...i}=e,o=u(null),{setCollection:c,registryRef:l}=a(v,n),d=u(i);Gi(d.current,i)||(d.current=i);let f=d.current,p=N(t,T(e=>{let t=l.current;e?t.set(e,{...d.current,element:e}):o.current&&t.delete(o.current)},[l]),o);I(()=>{let e=o.current,t=l.current;e&&t.has(e)&&t.set(e,{...f,element:e})},[f,l]);let m=u(null);return s(()=>{let e=o.current,t=m.current;((t?.element??null)!==e||e&&t?.itemData!==f)&&(m.current=e?{element:e,itemData:f}:null,c(n=>{let r=new Bi(n);return t&&t.element!==e&&r.delete(t.element),e&&r.set(e,{...f,element:e}),r.sort(Ji)}))}),s(()=>()=>{let e=m.current;m.current=null,e&&c(t=>{if(!t.has(e.element))return t;let n=new Bi(t);return n.delete(e.element),n})},[c]),b(y,{"data-radix-collection-item":``,ref:p,children:r})});x.displayName=v;function S(){return f(new Bi)}X(S,`useInitCollection`);function C(t){let{collection:n}=c(e+`CollectionConsumer`,t);return n}X(C,`useCollection`);function w(t){let{getCollection:n}=a(e+`CollectionConsumer`,t);return n}return X(w,`useGetCollection`),[{Provider:l,Slot:_,ItemSlot:x},{createCollectionScope:r,useCollection:C,useGetCollection:w,useInitCollection:S}]}X(Wi,`createCollection`);function Gi(e,t){if(e===t)return!0;if(typeof e!=`object`||typeof t!=`object`||e==null||t==null)return!1;let n=Object.keys(e),r=Object.keys(t);if(n.length!==r.length)return!1;for(let r of n)if(!Object.prototype.hasOwnProperty.call(t,r)||e[r]!==t[r])return!1;return!0}X(Gi,`shallowEqual`);function Ki(e,t){return!!(t.compareDocumentPosition(e)&Node.DOCUMENT_POSITION_PRECEDING)}X(Ki,`isElementPreceding`);function qi(e){let t;for(let n of e.keys()){if(t){let e=t.compareDocumentPosition(n);if(!(e&Node.DOCUMENT_POSITION_DISCONNECTED)&&e&Node.DOCUMENT_POSITION_PRECEDING)return!1}t=n}return!0}X(qi,`isInDocumentOrder`);function Ji(e,t){return!e[1].element||!t[1].element?0:Ki(e[1].element,t[1].element)?-1:1}X(Ji,`sortByDocumentPosition`);function Yi(e){return new MutationObserver(t=>{for(let n of t)if(n.type===`childList`){e();return}})}X(Yi,`getChildListObserver`);var Xi=Object.defineProperty,Zi=(e,t)=>Xi(e,`name`,{value:t,configurable:!0}),Qi=Object.freeze({position:`absolute`,border:0,width:1,height:1,padding:0,margin:-1,overflow:`hidden`,clip:`rect(0, 0, 0, 0)`,whiteSpace:`nowrap`,wordWrap:`normal`}),$i=h(Zi(function(e,t){return b(z.span,{...e,ref:t,style:{...Qi,...e.style}})},`VisuallyHidden`)),ea=Object.defineProperty,Z=(e,t)=>ea(e,`name`,{value:t,configurable:!0}),ta=p.startTransition||(()=>void 0),na=`ToastProvider`,[ra,ia,aa]=Ri(`Toast`),oa={Up:`up`,Down:`down`,Left:`left`,Right:`right`},sa={Foreground:`foreground`,Background:`background`},[ca,la]=F(`Toast`,[aa]),[ua,da]=ca(na);function fa(e){typeof ta==`function`?ta(e):e()}Z(fa,`scheduleUpdate`);var pa=Z(e=>{let{__scopeToast:t,label:n=`Notification`,duration:r=5e3,swipeDirection:i=oa.Right,swipeThreshold:a=50,announcerContainer:o,children:s}=e,[c,l]=f(null),[d,p]=f(0),m=u(!1),h=T(e=>{fa(()=>l(e))},[]),g=T(()=>{fa(()=>p(e=>e+1))},[]),_=T(()=>{fa(()=>p(e=>e-1))},[]);return n.trim()||console.error(`Invalid prop \`label\` supplied to \`${na}\`. Expected non-empty \`string\`.`),b(ra.Provider,{scope:t,children:b(ua,{scope:t,label:n,duration:r,swipeDirection:i,swipeThreshold:a,toastCount:d,viewport:c,onViewportChange:h,onToastAdd:g,onToastRemove:_,isClosePausedRef:m,announcerContainer:o,children:s})})},`ToastProvider`),ma=`ToastViewport`,ha=[`F8`],ga=`toast.viewportPause`,_a=`toast.viewportResume`,va=h(Z(function(e,t){let{__scopeToast:n,hotkey:r=ha,label:i=`Notifications ({hotkey})`,...a}=e,o=da(ma,n),c=ia(n),l=u(null),d=u(null),f=u(null),p=u(null),m=N(t,p,o.onViewportChange),h=r.join(`+`).replace(/Key/g,``).replace(/Digit/g,``),g=o.toastCount>0;s(()=>{let e=Z(e=>{r.length!==0&&r.every(t=>e[t]||e.code===t)&&p.current?.focus()},`handleKeyDown`);return document.addEventListener(`keydown`,e),()=>document.removeEventListener(`keydown`,e)},[r]),s(()=>{let e=l.current,t=p.current;if(g&&e&&t){let n=Z(()=>{if(!o.isClosePausedRef.current){let e=new CustomEvent(ga);t.dispatchEvent(e),o.isClosePausedRef.current=!0}},`handlePause`),r=Z(()=>{if(o.isClosePausedRef.current){let e=new CustomEvent(_a);t.dispatchEvent(e),o.isClosePausedRef.current=!1}},`handleResume`),i=Z(t=>{e.contains(t.relatedTarget)||r()},`handleFocusOutResume`),a=Z(()=>{e.contains(document.activeElement)||r()},`handlePointerLeaveResume`);return e.addEventListener(`focusin`,n),e.addEventListener(`focusout`,i),e.addEventListener(`pointermove`,n),e.addEventListener(`pointerleave`,a),window.addEventListener(`blur`,n),window.addEventListener(`focus`,r),()=>{e.removeEventListener(`focusin`,n),e.removeEventListener(`focusout`,i),e.removeEventListener(`pointermove`,n),e.removeEventListener(`pointerleave`,a),window.removeEventListener(`blur`,n),window.removeEventListener(`focus`,r)}}},[g,o.isClosePausedRef]);let _=T(({tabbingDirection:e})=>{let t=c().map(t=>{let n=t.ref.current,r=[n,...Ua(n)];return e===`forwards`?r:r.reverse()});return(e===`forwards`?t.reverse():t).flat()},[c]);return s(()=>{let e=p.current;if(e){let t=Z(t=>{let n=t.altKey||t.ctrlKey||t.metaKey;if(t.key===`Tab`&&!n){let n=document.activeElement,r=t.shiftKey;if(t.target===e&&r){d.current?.focus();return}let i=_({tabbingDirection:r?`backwards`:`forwards`}),a=i.findIndex(e=>e===n);Wa(i.slice(a+1))?t.preventDefault():r?d.current?.focus():f.current?.focus()}},`handleKeyDown`);return e.addEventListener(`keydown`,t),()=>e.removeEventListener(`keydown`,t)}},[c,_]),C(zt,{ref:l,role:`region`,"aria-label":i.replace(`{hotkey}`,h),tabIndex:-1,style:{pointerEvents:g?void 0:`none`},children:[g&&b(ba,{ref:d,onFocusFromOutsideViewport:()=>{Wa(_({tabbingDirection:`forwards`}))}}),b(ra.Slot,{scope:n,children:b(z.ol,{tabIndex:-1,...a,ref:m})}),g&&b(ba,{ref:f,onFocusFromOutsideViewport:()=>{Wa(_({tabbingDirection:`backwards`}))}})]})},`ToastViewport`)),ya=`ToastFocusProxy`,ba=h(Z(function(e,t){let{__scopeToast:n,onFocusFromOutsideViewport:r,...i}=e,a=da(ya,n);return b($i,{tabIndex:0,...i,ref:t,style:{position:`fixed`},onFocus:e=>{let t=e.relatedTarget;a.viewport?.contains(t)||r()}})},`ToastFocusProxy`)),xa=`Toast`,Sa=`toast.swipeStart`,Ca=`toast.swipeMove`,wa=`toast.swipeCancel`,Ta=`toast.swipeEnd`,Ea=h(Z(function(e,t){let{forceMount:n,open:r,defaultOpen:i,onOpenChange:a,...o}=e,[s,c]=ot({prop:r,defaultProp:i??!0,onChange:a,caller:xa});return b(gn,{present:n||s,children:b(ka,{open:s,...o,ref:t,onClose:()=>c(!1),onPause:B(e.onPause),onResume:B(e.onResume),onSwipeStart:M(e.onSwipeStart,e=>{e.currentTarget.setAttribute(`data-swipe`,`start`)}),onSwipeMove:M(e.onSwipeMove,e=>{let{x:t,y:n}=e.detail.delta;e.currentTarget.setAttribute(`data-swipe`,`move`),e.currentTarget.style.setProperty(`--radix-toast-swipe-move-x`,`${t}px`),e.currentTarget.style.setProperty(`--radix-toast-swipe-move-y`,`${n}px`)}),onSwipeCancel:M(e.onSwipeCancel,e=>{e.currentTarget.setAttribute(`data-swipe`,`cancel`),e.currentTarget.style.removeProperty(`--radix-toast-swipe-move-x`),e.currentTarget.style.removeProperty(`--radix-toast-swipe-move-y`),e.currentTarget.style.removeProperty(`--radix-toast-swipe-end-x`),e.currentTarget.style.removeProperty(`--radix-toast-swipe-end-y`)}),onSwipeEnd:M(e.onSwipeEnd,e=>{let{x:t,y:n}=e.detail.delta;e.currentTarget.setAttribute(`data-swipe`,`end`),e.currentTarget.style.removeProperty(`--radix-toast-swipe-move-x`),e.currentTarget.style.removeProperty(`--radix-toast-swipe-move-y`),e.currentTarget.style.setProperty(`--radix-toast-swipe-end-x`,`${t}px`),e.currentTarget.style.setProperty(`--radix-toast-swipe-end-y`,`${n}px`),c(!1)})})})},`Toast`)),[Da,Oa]=ca(xa,{onClose(){}}),ka=h(Z(function(e,t){let{__scopeToast:n,type:r=sa.Foreground,duration:i,open:a,onClose:c,onEscapeKeyDown:l,onPause:d,onResume:p,onSwipeStart:m,onSwipeMove:h,onSwipeCancel:_,onSwipeEnd:v,...y}=e,x=da(xa,n),S=ia(n),[w,ee]=f(null),E=N(t,ee),D=u(null),O=u(null),k=i||x.duration,A=u(0),ne=u(k),re=u(0),{onToastAdd:ie,onToastRemove:ae}=x,j=B(()=>{w?.contains(document.activeElement)&&x.viewport?.focus(),c()}),oe=T(e=>{e&&e!==1/0&&(window.clearTimeout(re.current),A.current=new Date().getTime(),re.current=window.setTimeout(j,e))},[j]);s(()=>{let e=x.viewport;if(e){let t=Z(()=>{oe(ne.current),p?.()},`handleResume`),n=Z(()=>{let e=new Date().getTime()-A.current;ne.current-=e,window.clearTimeout(re.current),d?.()},`handlePause`);return e.addEventListener(ga,n),e.addEventListener(_a,t),()=>{e.removeEventListener(ga,n),e.removeEventListener(_a,t)}}},[x.viewport,k,d,p,oe]),s(()=>{ne.current=k,a&&!x.isClosePausedRef.current&&oe(k)},[a,k,x.isClosePausedRef,oe]),s(()=>()=>{window.clearTimeout(re.current)},[]),s(()=>(ie(),()=>ae()),[ie,ae]);let se=o(()=>w?Ra(w):null,[w]);return x.viewport?C(g,{children:[se&&b(Aa,{__scopeToast:n,role:`status`,"aria-live":r===sa.Foreground?`assertive`:`polite`,children:se}),b(Da,{scope:n,onClose:j,children:te(b(ra.ItemSlot,{scope:n,children:b(Rt,{asChild:!0,onEscapeKeyDown:M(l,e=>{S().some(t=>t.ref.current?.contains(e.target))||j()}),children:b(z.li,{tabIndex:0,"data-state":a?`open`:`closed`,"data-swipe-direction":x.swipeDirection,...y,ref:E,style:{userSelect:`none`,touchAction:`none`,...e.style},onKeyDown:M(e.onKeyDown,e=>{e.key===`Escape`&&(l?.(e.nativeEvent),e.nativeEvent.defaultPrevented||j())}),onPointerDown:M(e.onPointerDown,e=>{e.button===0&&(D.current={x:e.clientX,y:e.clientY})}),onPointerMove:M(e.onPointerMove,e=>{if(!D.current)return;let t=e.clientX-D.current.x,n=e.clientY-D.current.y,r=!!O.current,i=[`left`,`right`].includes(x.swipeDirection),a=[`left`,`up`].includes(x.swipeDirection)?Math.min:Math.max,o=i?a(0,t):0,s=i?0:a(0,n),c=e.pointerType===`touch`?10:2,l={x:o,y:s},u={originalEvent:e,delta:l};r?(O.current=l,za(Ca,h,u,{discrete:!1})):Ba(l,x.swipeDirection,c)?(O.current=l,za(Sa,m,u,{discrete:!1}),e.target.setPointerCapture(e.pointerId)):(Math.abs(t)>c||Math.abs(n)>c)&&(D.current=null)}),onPointerUp:M(e.onPointerUp,e=>{let t=O.current,n=e.target;if(n.hasPointerCapture(e.pointerId)&&n.releasePointerCapture(e.pointerId),O.current=null,D.current=null,t){let n=e.currentTarget,r={originalEvent:e,delta:t};Ba(t,x.swipeDirection,x.swipeThreshold)?za(Ta,v,r,{discrete:!0}):za(wa,_,r,{discrete:!0}),n.addEventListener(`click`,e=>e.preventDefault(),{once:!0})}})})})}),x.viewport)})]}):null},`ToastImpl`)),Aa=Z(e=>{let{__scopeToast:t,children:n,...r}=e,i=da(xa,t),[a,o]=f(!1),[c,l]=f(!1);return Va(()=>o(!0)),s(()=>{let e=window.setTimeout(()=>l(!0),1e3);return()=>window.clearTimeout(e)},[]),c?null:b(pn,{asChild:!0,container:i.announcerContainer||void 0,children:b($i,{...r,children:a&&C(g,{children:[i.label,` `,n]})})})},`ToastAnnounce`),ja=h(Z(function(e,t){let{__scopeToast:n,...r}=e;return b(z.div,{...r,ref:t})},`ToastTitle`)),Ma=h(Z(function(e,t){let{__scopeToast:n,...r}=e;return b(z.div,{...r,ref:t})},`ToastDescription`)),Na=`ToastAction`,Pa=h(Z(function(e,t){let{altText:n,...r}=e;return n.trim()?b(La,{altText:n,asChild:!0,children:b(Ia,{...r,ref:t})}):(console.error(`Invalid prop \`altText\` supplied to \`${Na}\`. Expected non-empty \`string\`.`),null)},`ToastAction`)),Fa=`ToastClose`,Ia=h(Z(function(e,t){let{__scopeToast:n,...r}=e,i=Oa(Fa,n);return b(La,{asChild:!0,children:b(z.button,{type:`button`,...r,ref:t,onClick:M(e.onClick,i.onClose)})})},`ToastClose`)),La=h(Z(function(e,t){let{__scopeToast:n,altText:r,...i}=e;return b(z.div,{"data-radix-toast-announce-exclude":``,"data-radix-toast-announce-alt":r||void 0,...i,ref:t})},`ToastAnnounceExclude`));function Ra(e){let t=[];return Array.from(e.childNodes).forEach(e=>{if(e.nodeType===e.TEXT_NODE&&e.textContent&&t.push(e.textContent),Ha(e)){let n=e.ariaHidden||e.hidden||e.style.display===`none`,r=e.dataset.radixToastAnnounceExclude===``;if(!n){if(r){let n=e.dataset.radixToastAnnounceAlt;n&&t.push(n)}else t.push(...Ra(e))}}}),t}Z(Ra,`getAnnounceTextContent`);function za(e,t,n,{discrete:r}){let i=n.originalEvent.currentTarget,a=new CustomEvent(e,{bubbles:!0,cancelable:!0,detail:n});t&&i.addEventListener(e,t,{once:!0}),r?Ot(i,a):i.dispatchEvent(a)}Z(za,`handleAndDispatchCustomEvent`);var Ba=Z((e,t,n=0)=>{let r=Math.abs(e.x),i=Math.abs(e.y),a=r>i;return t===oa.Left||t===oa.Right?a&&r>n:!a&&i>n},`isDeltaInDirection`);function Va(e=()=>{}){let t=B(e);I(()=>{let e=0,n=0;return e=window.requestAnimationFrame(()=>n=window.requestAnimationFrame(t)),()=>{window.cancelAnimationFrame(e),window.cancelAnimationFrame(n)}},[t])}Z(Va,`useNextFrame`);function Ha(e){return e.nodeType===e.ELEMENT_NODE}Z(Ha,`isHTMLElement`);function Ua(e){let t=[],n=document.createTreeWalker(e,NodeFilter.SHOW_ELEMENT,{acceptNode:Z(e=>{let t=e.tagName===`INPUT`&&e.type===`hidden`;return e.disabled||e.hidden||t?NodeFilter.FILTER_SKIP:e.tabIndex>=0?NodeFilter.FILTER_ACCEPT:NodeFilter.FILTER_SKIP},`acceptNode`)});for(;n.nextNode();)t.push(n.currentNode);return t}Z(Ua,`getTabbableCandidates`);function Wa(e){let t=document.activeElement;return e.some(e=>e===t||(e.focus(),document.activeElement!==t))}Z(Wa,`focusFirst`);var Ga=1e6,Ka=`wishlist:toast`,qa=`wishlist:toast-dismiss`,Ja=1;function Ya(e){window.dispatchEvent(new CustomEvent(Ka,{detail:{...e,id:Ja++}}))}function Xa(){window.dispatchEvent(new Event(qa))}function Za(){let[e,t]=f(null);return y(()=>{let e=e=>t(e.detail),n=()=>t(null);return window.addEventListener(Ka,e),window.addEventListener(qa,n),()=>{window.removeEventListener(Ka,e),window.removeEventListener(qa,n)}},[]),C(pa,{duration:Ga,swipeDirection:`up`,children:[e&&C($a,{$destructive:e.variant===`destructive`,onOpenChange:e=>{e||t(null)},type:e.variant===`destructive`?`foreground`:`background`,children:[C(eo,{children:[b(to,{children:e.title}),e.description&&b(no,{children:e.description})]}),e.action&&b(ro,{altText:e.action.label,onClick:e.action.onClick,children:e.action.label}),b(io,{"aria-label":`Dismiss`,children:b(_i,{size:18})})]},e.id),b(Qa,{})]})}var Qa=r(va)`
  position: fixed;
  z-index: 50;
  top: 0;
  left: 50%;
  transform: translateX(-50%);
  width: min(390px, 100vw);
  margin: 0;
  padding: 12px;
  list-style: none;
  outline: none;
`,$a=r(Ea)`
  display: flex;
  align-items: center;
  gap: ${E.space.sm};
  padding: 14px 12px 14px 16px;
  border-radius: ${E.radius.md};
  box-shadow: ${E.shadow.raised};
  ${({$destructive:e})=>e?t`
          background: ${E.color.danger};
          color: #fff;
        `:t`
          background: ${E.color.surface};
          color: ${E.color.text};
          border: 1px solid ${E.color.border};
        `}
`,eo=r.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
`,to=r(ja)`
  font-weight: 800;
  font-size: ${E.size.sm};
`,no=r(Ma)`
  font-size: ${E.size.xs};
  opacity: 0.9;
`,ro=r(Pa)`
  min-height: 36px;
  padding: 0 14px;
  border: 0;
  border-radius: ${E.radius.pill};
  background: ${E.color.gradient};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
`,io=r(Ia)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`,ao=Object.defineProperty,oo=(e,t)=>ao(e,`name`,{value:t,configurable:!0}),so=`Collapsible`,[co,lo]=F(so),[uo,fo]=co(so),po=h(oo(function(e,t){let{__scopeCollapsible:n,open:r,defaultOpen:i,disabled:a,onOpenChange:o,...s}=e,[c,l]=ot({prop:r,defaultProp:i??!1,onChange:o,caller:so});return b(uo,{scope:n,disabled:a,contentId:Ze(),open:c,onOpenToggle:T(()=>l(e=>!e),[l]),children:b(z.div,{"data-state":yo(c),"data-disabled":a?``:void 0,...s,ref:t})})},`Collapsible`)),mo=`CollapsibleTrigger`,ho=h(oo(function(e,t){let{__scopeCollapsible:n,...r}=e,i=fo(mo,n);return b(z.button,{type:`button`,"aria-controls":i.open?i.contentId:void 0,"aria-expanded":i.open||!1,"data-state":yo(i.open),"data-disabled":i.disabled?``:void 0,disabled:i.disabled,...r,ref:t,onClick:M(e.onClick,i.onOpenToggle)})},`CollapsibleTrigger`)),go=`CollapsibleContent`,_o=h(oo(function(e,t){let{forceMount:n,...r}=e,i=fo(go,e.__scopeCollapsible);return b(gn,{present:n||i.open,children:({present:e})=>b(vo,{...r,ref:t,present:e})})},`CollapsibleContent`)),vo=h(oo(function(e,t){let{__scopeCollapsible:n,present:r,children:i,...a}=e,o=fo(go,n),[c,l]=f(r),d=u(null),p=N(t,d),m=u(0),h=m.current,g=u(0),_=g.current,v=o.open||c,y=u(v),x=u(void 0);return s(()=>{let e=requestAnimationFrame(()=>y.current=!1);return()=>cancelAnimationFrame(e)},[]),I(()=>{let e=d.current;if(e){x.current=x.current||{transitionDuration:e.style.transitionDuration,animationName:e.style.animationName},e.style.transitionDuration=`0s`,e.style.animationName=`none`;let t=e.getBoundingClientRect();m.current=t.height,g.current=t.width,y.current||(e.style.transitionDuration=x.current.transitionDuration,e.style.animationName=x.current.animationName),l(r)}},[o.open,r]),b(z.div,{"data-state":yo(o.open),"data-disabled":o.disabled?``:void 0,id:o.contentId,hidden:!v,...a,ref:p,style:{"--radix-collapsible-content-height":h?`${h}px`:void 0,"--radix-collapsible-content-width":_?`${_}px`:void 0,...e.style},children:v&&i})},`CollapsibleContentImpl`));function yo(e){return e?`open`:`closed`}oo(yo,`getState`);var bo=Object.defineProperty,xo=(e,t)=>bo(e,`name`,{value:t,configurable:!0}),So={LTR:`ltr`,RTL:`rtl`},Co=v(void 0);function wo(e){let t=m(Co);return e||t||So.LTR}xo(wo,`useDirection`);var To=Object.defineProperty,Q=(e,t)=>To(e,`name`,{value:t,configurable:!0}),Eo={Single:`single`,Multiple:`multiple`},Do={Vertical:`vertical`,Horizontal:`horizontal`},Oo={LTR:`ltr`,RTL:`rtl`},$=`Accordion`,ko=[`Home`,`End`,`ArrowDown`,`ArrowUp`,`ArrowLeft`,`ArrowRight`],[Ao,{useGetCollection:jo,createCollectionScope:Mo}]=Wi($),[No,Po]=F($,[Mo,lo]),Fo=lo(),Io=h(Q(function(e,t){let{type:n,...r}=e,i=r,a=r;return b(Ao.Provider,{scope:e.__scopeAccordion,children:n===Eo.Multiple?b(Ho,{...a,ref:t}):b(Vo,{...i,ref:t})})},`Accordion`)),[Lo,Ro]=No($),[zo,Bo]=No($,{collapsible:!1}),Vo=h(Q(function(e,t){let{value:n,defaultValue:r,onValueChange:i=Q(()=>{},`onValueChange`),collapsible:a=!1,...s}=e,[c,l]=ot({prop:n,defaultProp:r??``,onChange:i,caller:$});return b(Lo,{scope:e.__scopeAccordion,value:o(()=>c?[c]:[],[c]),onItemOpen:l,onItemClose:T(()=>a&&l(``),[a,l]),children:b(zo,{scope:e.__scopeAccordion,collapsible:a,children:b(Go,{...s,ref:t})})})},`AccordionImplSingle`)),Ho=h(Q(function(e,t){let{value:n,defaultValue:r,onValueChange:i=Q(()=>{},`onValueChange`),...a}=e,[o,s]=ot({prop:n,defaultProp:r??[],onChange:i,caller:$}),c=T(e=>s((t=[])=>[...t,e]),[s]),l=T(e=>s((t=[])=>t.filter(t=>t!==e)),[s]);return b(Lo,{scope:e.__scopeAccordion,value:o,onItemOpen:c,onItemClose:l,children:b(zo,{scope:e.__scopeAccordion,collapsible:!0,children:b(Go,{...a,ref:t})})})},`AccordionImplMultiple`)),[Uo,Wo]=No($),Go=h(Q(function(e,t){let{__scopeAccordion:n,disabled:r,dir:i,orientation:a=Do.Vertical,...o}=e,s=N(u(null),t),c=jo(n),l=wo(i)===Oo.LTR,d=M(e.onKeyDown,e=>{if(!ko.includes(e.key))return;let t=c(),n=e.target,r=t.filter(([,e])=>!e.element.disabled),i=r.findIndex(([,e])=>e.element===n),o=r.size;if(i===-1)return;e.preventDefault();let s=i,u=o-1,d=Q(()=>{s=i+1,s>u&&(s=0)},`moveNext`),f=Q(()=>{s=i-1,s<0&&(s=u)},`movePrev`);switch(e.key){case`Home`:s=0;break;case`End`:s=u;break;case`ArrowRight`:a===Do.Horizontal&&(l?d():f());break;case`ArrowDown`:a===Do.Vertical&&d();break;case`ArrowLeft`:a===Do.Horizontal&&(l?f():d());break;case`ArrowUp`:a===Do.Vertical&&f()}let p=s%o;r.at(p)?.element.focus()});return b(Uo,{scope:n,disabled:r,direction:i,orientation:a,children:b(Ao.Slot,{scope:n,children:b(z.div,{...o,"data-orientation":a,ref:s,onKeyDown:r?void 0:d})})})},`AccordionImpl`)),Ko=`AccordionItem`,[qo,Jo]=No(Ko),Yo=h(Q(function(e,t){let{__scopeAccordion:n,value:r,...i}=e,a=Wo(Ko,n),o=Ro(Ko,n),s=Fo(n),c=Ze(),l=r&&o.value.includes(r)||!1,u=a.disabled||e.disabled;return b(qo,{scope:n,open:l,disabled:u,triggerId:c,children:b(po,{"data-orientation":a.orientation,"data-state":ns(l),...s,...i,ref:t,disabled:u,open:l,onOpenChange:e=>{e?o.onItemOpen(r):o.onItemClose(r)}})})},`AccordionItem`)),Xo=`AccordionHeader`,Zo=h(Q(function(e,t){let{__scopeAccordion:n,...r}=e,i=Wo($,n),a=Jo(Xo,n);return b(z.h3,{"data-orientation":i.orientation,"data-state":ns(a.open),"data-disabled":a.disabled?``:void 0,...r,ref:t})},`AccordionHeader`)),Qo=`AccordionTrigger`,$o=h(Q(function(e,t){let{__scopeAccordion:n,...r}=e,i=Wo($,n),a=Jo(Qo,n),o=Bo(Qo,n),s=Fo(n);return b(Ao.ItemSlot,{scope:n,children:b(ho,{"aria-disabled":a.open&&!o.collapsible||void 0,"data-orientation":i.orientation,id:a.triggerId,...s,...r,ref:t})})},`AccordionTrigger`)),es=`AccordionContent`,ts=h(Q(function(e,t){let{__scopeAccordion:n,...r}=e,i=Wo($,n),a=Jo(es,n),o=Fo(n);return b(_o,{role:`region`,"aria-labelledby":a.triggerId,"data-orientation":i.orientation,...o,...r,ref:t,style:{"--radix-accordion-content-height":`var(--radix-collapsible-content-height)`,"--radix-accordion-content-width":`var(--radix-collapsible-content-width)`,...e.style}})},`AccordionContent`));function ns(e){return e?`open`:`closed`}Q(ns,`getState`);function rs({items:e}){return b(is,{type:`single`,collapsible:!0,children:e.map(e=>C(as,{value:e.id,children:[b(Zo,{asChild:!0,children:b(`h3`,{children:C(os,{children:[e.title,b(yi,{size:20})]})})}),b(ss,{children:e.content})]},e.id))})}var is=r(Io)`
  display: flex;
  flex-direction: column;
  gap: ${E.space.sm};
`,as=r(Yo)`
  border-radius: ${E.radius.md};
  background: ${E.color.surface};
  box-shadow: ${E.shadow.card};
  overflow: hidden;
`,os=r($o)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${E.space.sm};
  min-height: 52px;
  padding: 0 ${E.space.md};
  border: 0;
  background: transparent;
  color: ${E.color.text};
  font-size: ${E.size.sm};
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${E.color.focus};
    outline-offset: -3px;
  }
`,ss=r(ts)`
  padding: 0 ${E.space.md} ${E.space.md};
  color: ${E.color.muted};
  font-size: ${E.size.sm};
  line-height: 1.5;
`;function cs({items:e}){return b(ls,{"aria-label":`Main`,children:e.map(e=>C(us,{to:e.to,end:!0,children:[C(ds,{children:[e.icon,e.badge!==void 0&&e.badge>0&&b(fs,{"aria-label":`${String(e.badge)} in ${e.label}`,children:e.badge})]}),e.label]},e.to))})}var ls=r.nav`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  height: ${E.layout.bottomNavHeight};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${E.color.border};
  background: ${E.color.surface};
`,us=r(a)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${E.color.muted};
  font-size: 12px;
  font-weight: 600;
  text-decoration: none;
  &.active {
    color: ${E.color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${E.color.focus};
    outline-offset: -3px;
  }
`,ds=r.span`
  position: relative;
  display: inline-flex;
`,fs=r.span`
  position: absolute;
  top: -6px;
  right: -12px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${E.radius.pill};
  background: ${E.color.primary};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
`;function ps({text:e}){return C(gs,{role:`status`,"aria-live":`polite`,children:[b(_s,{"aria-hidden":`true`}),b(bs,{children:e})]})}function ms({icon:e,title:t,text:n,action:r,headingLevel:i=2}){return C(gs,{children:[e&&b(vs,{children:e}),b(ys,{as:i===1?`h1`:`h2`,children:t}),n&&b(bs,{children:n}),r]})}var hs=n`to { transform: rotate(360deg); }`,gs=r.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${E.space.md};
  padding: ${E.space.xl} ${E.space.lg};
  text-align: center;
`,_s=r.span`
  width: 40px;
  height: 40px;
  border: 4px solid ${E.color.tint};
  border-top-color: ${E.color.primary};
  border-radius: 50%;
  animation: ${hs} 0.8s linear infinite;
`,vs=r.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${E.color.tint};
  color: ${E.color.primary};
`,ys=r.h2`
  font-family: ${E.font.display};
  font-size: ${E.size.lg};
  font-weight: 800;
`,bs=r.p`
  max-width: 300px;
  color: ${E.color.muted};
  font-size: ${E.size.sm};
  line-height: 1.5;
`;function xs({title:e,backTo:t,backLabel:n=`Back`,actions:r}){return C(Ss,{children:[t&&b(ue,{to:t,label:n,icon:b(vi,{size:22}),size:40}),b(Cs,{children:e}),r&&b(ws,{children:r})]})}var Ss=r.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${E.space.sm};
  min-height: 60px;
  padding: ${E.space.sm} ${E.space.md};
  background: ${E.color.background};
`,Cs=r.h1`
  flex: 1;
  min-width: 0;
  font-family: ${E.font.display};
  font-size: ${E.size.lg};
  font-weight: 800;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`,ws=r.div`
  display: flex;
  align-items: center;
  gap: ${E.space.sm};
`;function Ts({value:e,label:t}){let n=Math.max(0,Math.min(100,Math.round(e)));return b(Es,{role:`progressbar`,"aria-label":t,"aria-valuemin":0,"aria-valuemax":100,"aria-valuenow":n,children:b(Ds,{style:{width:`${String(n)}%`}})})}var Es=r.div`
  width: 100%;
  height: 8px;
  border-radius: ${E.radius.pill};
  background: ${E.color.tint};
  overflow: hidden;
`,Ds=r.div`
  height: 100%;
  background: ${E.color.gradient};
  transition: width 0.2s ease;
`;function Os({label:e,onRemove:t}){return C(As,{children:[e,t&&b(js,{type:`button`,"aria-label":`Remove ${e}`,onClick:t,children:b(_i,{size:14})})]})}var ks=r.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${E.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`,As=r.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 4px 12px;
  border-radius: ${E.radius.pill};
  background: ${E.color.tint};
  color: ${E.color.primaryStrong};
  font-size: ${E.size.xs};
  font-weight: 700;
`,js=r.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-right: -6px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;export{rs as Accordion,vi as ArrowLeftIcon,Ae as Avatar,Oe as Badge,cs as BottomNav,ie as Button,ae as ButtonLink,Ti as CameraIcon,Te as Card,Ee as CardTitle,ki as CheckIcon,yi as ChevronDownIcon,Os as Chip,ks as ChipList,_i as CloseIcon,bi as CompassIcon,Ei as CrownIcon,Ai as Dialog,ms as EmptyState,D as GlobalStyle,hi as HeartIcon,gi as HeartOutlineIcon,le as IconButton,ue as IconLink,ve as Input,Di as InstagramIcon,ps as LoadingState,Oi as MapPinIcon,wi as PlusIcon,Ts as ProgressBar,xs as ScreenHeader,be as Select,Si as SparklesIcon,Ga as TOAST_DURATION_MS,ye as TextArea,Za as Toaster,Ci as TrashIcon,xi as UserIcon,Xa as dismissToast,ke as initials,E as theme,Ya as toast};